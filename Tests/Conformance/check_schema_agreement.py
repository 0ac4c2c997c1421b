#!/usr/bin/env python3
"""The JSON Schema and the reader accept the same documents.

Generates, from a fixed seed, at least PER_GROUP schema-valid documents for every model type the
schema names (and for documents of a host's own type, drawn from their presentation alone), checks
each with jsonschema (with the schema's own keywords for the rules between members,
anshin_schema.py), and mutants of them that the schema rejects: a number just past a bound, past
64 bits or with a fraction where a whole number belongs, a string shorter than its minLength, a
value of another JSON type, an unknown name in a closed enumeration, a value a `not` forbids (a
recovery's action `cancel` or blank, a blank recovery name), a rule between two members broken (an
action sheet's two choices running one action among them, a board's token out of posting order or
repeating the one before it). Then the Swift reader reads every
document in one process (`swift test --filter SchemaAgreementVerdicts`), and the check requires it
to accept every valid document and to reject every mutant with an error naming the mutated member
(for a broken rule between members: one of the two, or the object holding them).

hypothesis-jsonschema cannot be used: it does not resolve recursive references, and the schema's
text and element trees are recursive. The generator here reads the schema's keywords (types,
bounds, enumerations, required and optional members, anyOf, if/then/else, the rules between
members) and knows nothing of the models.

Usage: check_schema_agreement.py [--schema PATH] [--per-group N] [--mutants-per-group N] [--seed N]
                                 [--work DIR] [--generate-only]
Prints counts and each disagreement; exits 1 on any.
"""

import argparse
import copy
import json
import math
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from jsonschema import Draft202012Validator

import anshin_schema

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
UNKNOWN_NAME = "notAKnownName"


def pointer(path):
    """A location as the reader's WireFormatError.path writes it: `model.retry.title`, `root.children[2]`."""
    result = ""
    for step in path:
        if isinstance(step, int):
            result += f"[{step}]"
        elif re.fullmatch(r"[A-Za-z_$-][A-Za-z0-9_$-]*", step):
            result += ("." if result else "") + step
        else:
            result += "[" + json.dumps(step, ensure_ascii=False) + "]"
    return result


def value_at(document, path):
    for step in path:
        document = document[step]
    return document


def set_at(document, path, value):
    for step in path[:-1]:
        document = document[step]
    document[path[-1]] = value


class Merged:
    """The conjunction of several subschemas, with their $refs and unconditional allOfs followed."""

    def __init__(self, generator, schemas):
        self.const = None
        self.has_const = False
        self.enum = None
        self.types = None
        self.bounds = {}
        self.properties = {}
        self.required = set()
        self.forbidden = set()
        self.items = []
        self.min_items, self.max_items = 0, None
        self.unique_items = False
        self.min_length = 0
        self.pattern = None
        self.any_of = []
        self.conditionals = []
        self.nots = []
        self.max_properties = None
        self.at_most = []
        self.unique = []
        self.increasing = []
        self.ignores_unknown = False
        self.descriptions = []
        for schema in schemas:
            self.add(generator, schema)

    def copy(self):
        """A copy that conditions can add to without changing this one."""
        other = copy.copy(self)
        for name, value in self.__dict__.items():
            if isinstance(value, (list, set)):
                setattr(other, name, copy.copy(value))
        other.properties = {name: list(schemas) for name, schemas in self.properties.items()}
        return other

    def add(self, generator, schema):
        if schema is True or schema == {}:
            return
        if "$ref" in schema:
            self.add(generator, generator.resolve(schema["$ref"]))
        if "description" in schema:
            self.descriptions.append(schema["description"])
        if "const" in schema:
            self.const, self.has_const = schema["const"], True
        if "enum" in schema:
            self.enum = [value for value in schema["enum"] if self.enum is None or value in self.enum]
        if "type" in schema:
            types = {schema["type"]} if isinstance(schema["type"], str) else set(schema["type"])
            self.types = types if self.types is None else self.types & types
        for key in ("minimum", "exclusiveMinimum"):
            if key in schema:
                self.bounds[key] = max(self.bounds.get(key, schema[key]), schema[key])
        for key in ("maximum", "exclusiveMaximum"):
            if key in schema:
                self.bounds[key] = min(self.bounds.get(key, schema[key]), schema[key])
        for name, subschema in schema.get("properties", {}).items():
            self.properties.setdefault(name, []).append(subschema)
        self.required |= set(schema.get("required", []))
        if "items" in schema:
            self.items.append(schema["items"])
        self.min_items = max(self.min_items, schema.get("minItems", 0))
        if "maxItems" in schema:
            self.max_items = min(self.max_items if self.max_items is not None else schema["maxItems"], schema["maxItems"])
        self.unique_items |= schema.get("uniqueItems", False)
        self.min_length = max(self.min_length, schema.get("minLength", 0))
        self.pattern = schema.get("pattern", self.pattern)
        if "anyOf" in schema:
            self.any_of.append(schema["anyOf"])
        for part in schema.get("allOf", []):
            if "if" in part:
                self.conditionals.append(part)
            else:
                self.add(generator, part)
        if "not" in schema:
            # `not` a member (or any of several): members the object must not have.
            negated = schema["not"]
            branches = negated["anyOf"] if set(negated) == {"anyOf"} else [negated]
            if all(set(branch) == {"required"} for branch in branches):
                self.forbidden |= {name for branch in branches for name in branch["required"]}
            else:
                self.nots.append(negated)
        if "maxProperties" in schema:
            self.max_properties = schema["maxProperties"]
        self.at_most += schema.get("x-anshin-atMost", [])
        if "x-anshin-unique" in schema:
            self.unique.append(schema["x-anshin-unique"])
        if "x-anshin-increasing" in schema:
            self.increasing.append(schema["x-anshin-increasing"])
        self.ignores_unknown |= schema.get("x-anshin-unknownValues") == "ignored"


class Generator:
    """Random instances of a schema, from its keywords alone."""

    def __init__(self, schema, rng):
        self.schema = schema
        self.defs = schema["$defs"]
        self.rng = rng
        self.validators = {}
        # What was generated where, for the mutants: (path, kind, details).
        self.leaves = []
        self.rules = []
        # Where a value must not match a schema (`not`), with those schemas: (path, negated schemas).
        self.negations = []

    def resolve(self, ref):
        assert ref.startswith("#/$defs/"), ref
        return self.defs[ref[len("#/$defs/") :]]

    def validates(self, schema, value):
        key = json.dumps(schema, sort_keys=True)
        if key not in self.validators:
            self.validators[key] = anshin_schema.validator({"$defs": self.defs, **schema})
        return self.validators[key].is_valid(value)

    # MARK: - Values

    def value(self, schemas, path, depth):
        """A value of the conjunction of the schemas."""
        merged = Merged(self, schemas)
        allowed = self.allowed_types(merged)
        # Settle each anyOf on one branch, shallow branches preferred deep in the tree.
        while merged.any_of:
            choices = merged.any_of[0]
            branch = self.pick_branch(choices, depth)
            merged.any_of.pop(0)
            merged.add(self, branch)
        for _ in range(20):
            value = self.value_of(merged, path, depth)
            if not any(self.validates(schema, value) for schema in merged.nots):
                break
        if not isinstance(value, (dict, list)):
            self.leaves.append((tuple(path), merged, allowed))
        else:
            self.leaves.append((tuple(path), None, allowed))
        if merged.nots:
            self.negations.append((tuple(path), list(merged.nots)))
        return value

    def instance_of(self, schema):
        """A value that matches a schema, drawn without recording it for mutants (for a mutant that
        breaks a `not`), or None when none is found."""
        saved = self.leaves, self.rules, self.negations
        self.leaves, self.rules, self.negations = [], [], []
        try:
            for _ in range(20):
                value = self.value([schema], [], 3)
                if self.validates(schema, value):
                    return value
            return None
        finally:
            self.leaves, self.rules, self.negations = saved

    def allowed_types(self, merged):
        """The JSON types a location allows, anyOf branches included."""
        types = set(merged.types) if merged.types is not None else None
        for choices in merged.any_of:
            union = set()
            for branch in choices:
                inner = Merged(self, [branch])
                if inner.has_const:
                    union.add(json_type(inner.const))
                elif inner.types is not None:
                    union |= inner.types
                else:
                    union |= {"object", "array", "string", "number", "integer", "boolean", "null"}
            types = union if types is None else types & union
        if merged.has_const:
            types = {json_type(merged.const)}
        if "number" in (types or ()):
            types.add("integer")
        return types

    def pick_branch(self, choices, depth):
        if depth >= 4:
            shallow = [branch for branch in choices if not self.recursive(branch)]
            if shallow:
                return self.rng.choice(shallow)
        return self.rng.choice(choices)

    def recursive(self, branch):
        merged = Merged(self, [branch])
        return merged.types is None or bool({"object", "array"} & merged.types)

    def value_of(self, merged, path, depth):
        if merged.has_const:
            return copy.deepcopy(merged.const)
        if merged.enum is not None:
            return copy.deepcopy(self.rng.choice(merged.enum))
        types = sorted(merged.types) if merged.types is not None else ["free"]
        kind = self.rng.choice(types)
        if kind == "object" or (kind == "free" and merged.properties):
            return self.object(merged, path, depth)
        if kind == "array":
            return self.array(merged, path, depth)
        if kind == "string":
            return self.string(merged)
        if kind == "integer":
            return self.integer(merged)
        if kind == "number":
            return self.number(merged)
        if kind == "boolean":
            return self.rng.random() < 0.5
        if kind == "null":
            return None
        return self.free(depth)

    def free(self, depth):
        """Any JSON value: a model of a type the schema does not describe."""
        choice = self.rng.randrange(6 if depth < 3 else 4)
        if choice == 0:
            return self.rng.choice([None, True, False])
        if choice == 1:
            return self.rng.choice([0, -1, 1.5, 1e300, 2**70])
        if choice in (2, 3):
            return self.rng.choice(["", "x", "банер", "\u202e"])
        if choice == 4:
            return [self.free(depth + 1) for _ in range(self.rng.randrange(3))]
        return {self.rng.choice(["a", "b", "value"]): self.free(depth + 1) for _ in range(self.rng.randrange(3))}

    def object(self, merged, path, depth):
        optional = [name for name in merged.properties if name not in merged.required]
        chance = 0.6 if depth < 3 else 0.25 if depth < 5 else 0.0
        included = set(merged.required) | {name for name in optional if self.rng.random() < chance}
        included -= merged.forbidden
        # Members the conditions test come first, so each condition can be decided.
        tested = []
        for condition in merged.conditionals:
            tested += [name for name in condition["if"].get("properties", {}) if name not in tested]
        instance = {}
        order = [name for name in tested if name in included] + [name for name in merged.properties if name in included and name not in tested]
        for name in order:
            instance[name] = self.value(merged.properties[name], path + [name], depth + 1)
        final = merged
        for _ in range(4):
            active = []
            for condition in merged.conditionals:
                branch = condition.get("then") if self.validates(condition["if"], instance) else condition.get("else")
                if branch:
                    active.append(branch)
            final = merged.copy()
            for branch in active:
                final.add(self, branch)
            changed = False
            for name in list(instance):
                if name in final.forbidden:
                    del instance[name]
                    changed = True
            for name in sorted(final.required):
                if name not in instance:
                    instance[name] = self.value(final.properties[name], path + [name], depth + 1)
                    changed = True
            for name, schemas in final.properties.items():
                extra = schemas[len(merged.properties.get(name, [])) :]
                if name in instance and extra and not all(self.validates(schema, instance[name]) for schema in extra):
                    instance[name] = self.value(schemas, path + [name], depth + 1)
                    changed = True
            if final.max_properties is not None:
                for name in [name for name in instance if name not in final.required]:
                    if len(instance) > final.max_properties:
                        del instance[name]
                        changed = True
            if not changed:
                break
        self.keep_rules(instance, final)
        if final.at_most or final.unique or final.increasing:
            self.rules.append((tuple(path), final.at_most, final.unique, final.increasing))
        return instance

    def keep_rules(self, instance, merged):
        """Brings each value a rule between members bounds within its bound (the value's own bounds
        may then fail, and the document is drawn again), and puts the values that must increase in
        rising order (two equal ones still fail, and the document is drawn again)."""
        for rule in merged.at_most:
            bounds = anshin_schema.found(instance, rule["bound"])
            if len(bounds) != 1:
                continue
            bound = bounds[0][1]
            if "times" in rule:
                bound = math.ceil(rule["times"] * bound)
            for location, value in anshin_schema.found(instance, rule["value"]):
                if value <= bound:
                    continue
                if rule["value"].endswith("#"):
                    array = value_at(instance, location)
                    del array[max(0, int(bound)) :]
                else:
                    set_at(instance, location, bound if isinstance(value, float) or not isinstance(bound, float) else math.floor(bound))
        # After the bounds, which sorting keeps: the same values, in rising order along the paths.
        for paths in merged.increasing:
            entries = [entry for path in paths for entry in anshin_schema.found(instance, path)]
            for (location, _), value in zip(entries, sorted(value for _, value in entries)):
                set_at(instance, location, value)

    def array(self, merged, path, depth):
        low = merged.min_items
        high = merged.max_items if merged.max_items is not None else low + (3 if depth < 3 else 1 if depth < 5 else 0)
        count = self.rng.randint(low, max(low, high))
        items = merged.items or [{}]
        if merged.unique_items:
            item = Merged(self, items)
            if item.enum is not None:
                count = min(count, len(item.enum))
                values = self.rng.sample(item.enum, count)
                for index, value in enumerate(values):
                    self.leaves.append((tuple(path + [index]), item, {"string"}))
                return values
        return [self.value(items, path + [index], depth + 1) for index in range(count)]

    STRINGS = [
        "", "a", "Saved", "Couldn't save the draft", "保存しました", "x y", "\u202eevil", "ic_close", "\u0000\u001b[2J",
        "👩‍👩‍👧‍👦", "a\nb", "{0}", "draft.delete", "retry", "signIn", "cancel", "OK",
        # White space and invisible characters, which a recovery's name must not be made of, and
        # look-alikes that are not blank.
        " ", "\u3000\t\u0085\u2028", "\ufeff", "\u200b\u2060", " \u00ad\U000e0020", " \u0301", "\u200bx", "\u2800",
    ]
    LANGUAGES = ["en", "ja", "pt-BR", "zh_Hant", "sr-Latn-RS", "es-419", "EN", "fr"]

    def string(self, merged):
        candidates = list(self.STRINGS)
        for description in merged.descriptions:
            candidates += re.findall(r"`([^`{}\"]+)`", description) * 3
        if merged.pattern:
            candidates = [
                text for text in candidates + self.LANGUAGES if anshin_schema.pattern_search(merged.pattern, text)
            ]
        candidates = [text for text in candidates if len(text) >= merged.min_length]
        if self.rng.random() < 0.15 and not merged.pattern:
            text = "".join(self.rng.choice("abcXYZ _-.0123\u00e9\u3042\u200d") for _ in range(self.rng.randrange(1, 12)))
            if len(text) >= merged.min_length:
                return text
        return self.rng.choice(candidates)

    def integer_range(self, merged):
        # Where the schema states no bound, any integer is valid: beyond 64 bits too.
        low = merged.bounds.get("minimum", -(2**80))
        if "exclusiveMinimum" in merged.bounds:
            low = max(low, math.floor(merged.bounds["exclusiveMinimum"]) + 1)
        high = merged.bounds.get("maximum", 2**80)
        if "exclusiveMaximum" in merged.bounds:
            high = min(high, math.ceil(merged.bounds["exclusiveMaximum"]) - 1)
        return math.ceil(low), math.floor(high)

    def integer(self, merged):
        low, high = self.integer_range(merged)
        choice = self.rng.randrange(10)
        if choice == 0:
            value = low
        elif choice == 1:
            value = high
        elif choice == 2 and low <= 0 <= high:
            value = 0
        elif choice in (3, 4):
            value = self.rng.randint(low, min(high, low + 20))
        else:
            value = self.rng.randint(low, min(high, low + 10 ** self.rng.randrange(1, 25)))
        # Sometimes written as a whole double, `4000.0`, which is an integer too.
        if abs(value) < 2**53 and self.rng.random() < 0.1:
            return float(value)
        return value

    def number(self, merged):
        low = merged.bounds.get("minimum", -1e300)
        high = merged.bounds.get("maximum", 1e300)
        if "exclusiveMinimum" in merged.bounds:
            low = math.nextafter(merged.bounds["exclusiveMinimum"], math.inf)
        if "exclusiveMaximum" in merged.bounds:
            high = math.nextafter(merged.bounds["exclusiveMaximum"], -math.inf)
        choice = self.rng.randrange(8)
        if choice == 0:
            return low
        if choice == 1:
            return high
        if choice == 2:
            value = round(self.rng.uniform(low, high), 2)
            return value if low <= value <= high else low
        if choice == 3 and low <= 5e-324 <= high:
            return 5e-324
        if choice == 4 and low <= round(low) + 1 <= high:
            return int(round(low) + 1) if math.isfinite(low) else 1
        return self.rng.uniform(low, high)


def json_type(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


# MARK: - Documents and mutants


def groups(schema):
    """Each model type the schema names, with the definition of its model; and a host's own type."""
    result = []
    for part in schema.get("allOf", []):
        type_name = part["if"]["properties"]["type"]["const"]
        result.append((type_name, part["then"]["properties"]["model"]))
    result.append(("(a host's own type)", None))
    return result


def document(generator, type_name, model_schema):
    generator.leaves, generator.rules, generator.negations = [], [], []
    if model_schema is None:
        type_name = generator.rng.choice(["banner", "toolbar", "weeklySummary", "x"])
    top = {"version": 1.0 if generator.rng.random() < 0.05 else 1, "type": type_name}
    generator.leaves.append((("version",), Merged(generator, [generator.schema["properties"]["version"]]), {"integer"}))
    generator.leaves.append((("type",), None, {"string"}))
    if generator.rng.random() < 0.3:
        top["language"] = generator.value([generator.schema["properties"]["language"]], ["language"], 1)
    if model_schema is not None:
        top["model"] = generator.value([model_schema], ["model"], 1)
    elif generator.rng.random() < 0.5:
        top["model"] = generator.free(1)
    if model_schema is None or generator.rng.random() < 0.3:
        top["presentation"] = generator.value([generator.schema["properties"]["presentation"]], ["presentation"], 1)
    return top


def mutants(generator, validator, original, rng):
    """One schema-invalid variant of a valid document, or None: (what, mutant, mutated path, faults).

    The candidates are listed first (a broken rule between members half the time, when the document
    has one), and only tried one by one until the schema rejects one at the mutated member.
    """
    members, rules = [], []
    for path, merged, allowed in generator.leaves:
        path = list(path)
        try:
            current = value_at(original, path)
        except (KeyError, IndexError, TypeError):
            continue
        if merged is not None and json_type(current) in ("integer", "number"):
            whole = "integer" in (merged.types or set()) or merged.has_const
            if merged.has_const:
                members.append(("past a constant", path, current + 1))
            for key, bound in merged.bounds.items():
                if key == "maximum":
                    members.append(("past a maximum", path, bound + 1 if whole else math.nextafter(bound, math.inf)))
                elif key == "minimum":
                    members.append(("past a minimum", path, bound - 1 if whole else math.nextafter(bound, -math.inf)))
                else:
                    members.append(("at an exclusive bound", path, bound))
            if whole:
                members.append(("a fraction", path, math.floor(current) + 0.5 if abs(current) < 2**52 else 0.5))
                members.append(("beyond 64 bits", path, 2**64))
                members.append(("below -2^63", path, INT64_MIN - 1))
                members.append(("1e300", path, 1e300))
        if merged is not None and isinstance(current, str) and merged.min_length > 0:
            members.append(("shorter than a minLength", path, current[: merged.min_length - 1]))
        if merged is not None and isinstance(current, str) and merged.enum is not None and not merged.ignores_unknown:
            members.append(("an unknown name", path, UNKNOWN_NAME))
        if allowed is not None:
            # Not null: readers read null as an absent member, and take the member's default.
            others = {"string": "7", "integer": 7, "number": 7.5, "boolean": True, "array": [], "object": {}}
            wrong = [name for name in others if name not in allowed and not (name == "integer" and "number" in allowed)]
            if wrong:
                name = rng.choice(wrong)
                members.append((f"{name} instead of {'/'.join(sorted(allowed))}", path, others[name]))
    for path, negated in generator.negations:
        try:
            value_at(original, list(path))
        except (KeyError, IndexError, TypeError):
            continue
        # A value the schema forbids here: the constant a `not` names, or an instance of its schema
        # (a recovery's action `cancel`, a blank name).
        for schema in negated:
            value = copy.deepcopy(schema["const"]) if "const" in schema else generator.instance_of(schema)
            if value is not None:
                members.append(("what a not forbids", list(path), value))
    for object_path, at_most, unique, increasing in generator.rules:
        object_path = list(object_path)
        try:
            instance = value_at(original, object_path)
        except (KeyError, IndexError, TypeError):
            continue
        for rule in at_most:
            bounds = anshin_schema.found(instance, rule["bound"])
            values = anshin_schema.found(instance, rule["value"])
            if len(bounds) != 1 or not values:
                continue
            (bound_location, bound), (location, value) = bounds[0], rng.choice(values)
            what = f"breaks {rule['value']} <= {rule['bound']}"
            if rule["value"].endswith("#"):
                # A bound below the array's length.
                if value >= 1:
                    rules.append((what, object_path + bound_location, value - 1))
            elif rule["bound"].endswith("#"):
                rules.append((what, object_path + location, bound + 1))
            elif "times" in rule:
                rules.append((what, object_path + location, math.ceil(rule["times"] * bound) + 1))
            elif isinstance(bound, int) and isinstance(value, int):
                rules.append((what, object_path + location, bound + 1))
            else:
                rules.append((what, object_path + location, math.nextafter(bound, math.inf)))
        for paths in unique:
            entries = [entry for path in paths for entry in anshin_schema.found(instance, path, strings=True)]
            if len(entries) >= 2:
                (_, value), (second, _) = rng.sample(entries, 2)
                rules.append(("repeats a unique value", object_path + second, value))
        for paths in increasing:
            entries = [entry for path in paths for entry in anshin_schema.found(instance, path)]
            if len(entries) >= 2:
                # A value at or below the one before it: equal to it, or below it and used nowhere.
                index = rng.randrange(1, len(entries))
                location, before = entries[index][0], entries[index - 1][1]
                used = {value for _, value in entries}
                below = before - 1
                while below in used:
                    below -= 1
                rules.append(("repeats the value before it, which must increase", object_path + location, before))
                rules.append(("breaks the increasing order", object_path + location, below))
    rng.shuffle(members)
    rng.shuffle(rules)
    order = rules + members if rules and rng.random() < 0.5 else members + rules
    for what, path, value in order:
        mutant = copy.deepcopy(original)
        set_at(mutant, path, value)
        errors = list(validator.iter_errors(mutant))
        # A mutant of a member must be wrong there; a broken rule, wherever the validator says.
        if errors and (what.startswith(("breaks", "repeats")) or any(list(error.absolute_path) == path for error in errors)):
            return what, mutant, path, faults(errors)
    return None


def faults(errors):
    """Where the validator finds a document's faults: (path, True) for a member, and (path, False)
    for the object holding a rule between members that is broken, whose members may each be named."""
    found = []
    for error in errors:
        holder = anshin_schema.rule_object_path(error)
        found.append((holder, False) if holder is not None else (list(error.absolute_path), True))
    return found


def names_the_fault(reader_path, found):
    """The reader names a fault the validator finds: the member itself, or for a broken rule between
    members, the object holding the rule or one of its members (the two compared, or the one the
    rule is about)."""
    for path, exact in found:
        prefix = pointer(path)
        if reader_path == prefix:
            return True
        if not exact and (reader_path.startswith(prefix + ".") or reader_path.startswith(prefix + "[") or not prefix):
            return True
    return False


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    root = Path(__file__).resolve().parents[2]
    parser.add_argument("--schema", default=root / "Sources/AnshinJSON/Schema/anshin.schema.json")
    parser.add_argument("--per-group", type=int, default=1000)
    parser.add_argument("--mutants-per-group", type=int, default=400)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--work", default=None)
    parser.add_argument("--generate-only", action="store_true", help="write the documents and stop")
    arguments = parser.parse_args(argv[1:])
    started = time.monotonic()

    schema = json.loads(Path(arguments.schema).read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    validator = anshin_schema.validator(schema)
    rng = random.Random(arguments.seed)
    generator = Generator(schema, rng)

    lines, expectations = [], []
    for type_name, model_schema in groups(schema):
        valid, drawn, group_mutants = 0, 0, []
        while valid < arguments.per_group:
            drawn += 1
            if drawn > arguments.per_group * 50:
                print(f"FAIL {type_name}: only {valid} schema-valid documents in {drawn} draws")
                return 1
            candidate = document(generator, type_name, model_schema)
            if not validator.is_valid(candidate):
                continue
            valid += 1
            lines.append(json.dumps(candidate, ensure_ascii=False, separators=(",", ":")))
            expectations.append((type_name, "valid", None, None, None))
            if len(group_mutants) < arguments.mutants_per_group:
                made = mutants(generator, validator, candidate, rng)
                if made:
                    group_mutants.append(made)
        for what, mutant, path, found in group_mutants:
            lines.append(json.dumps(mutant, ensure_ascii=False, separators=(",", ":")))
            expectations.append((type_name, "mutant", what, path, found))
        kinds = {}
        for what, *_ in group_mutants:
            kind = re.sub(r" instead of .*", " of another type", what)
            kinds[kind] = kinds.get(kind, 0) + 1
        print(
            f"generated: {type_name}: {valid} schema-valid documents in {drawn} draws; {len(group_mutants)} mutants "
            f"({', '.join(f'{count} {kind}' for kind, count in sorted(kinds.items()))})"
        )
    print(f"generated {len(lines)} documents in {time.monotonic() - started:.1f} s")

    work = Path(arguments.work or tempfile.mkdtemp(prefix="anshin-schema-agreement."))
    work.mkdir(parents=True, exist_ok=True)
    documents, verdicts = work / "documents.jsonl", work / "verdicts.jsonl"
    documents.write_text("\n".join(lines) + "\n", encoding="utf-8")
    if arguments.generate_only:
        print(f"wrote {documents}")
        return 0
    environment = dict(os.environ, ANSHIN_SCHEMA_DOCUMENTS=str(documents), ANSHIN_SCHEMA_VERDICTS=str(verdicts))
    reading = time.monotonic()
    result = subprocess.run(
        ["swift", "test", "--filter", "SchemaAgreementVerdicts"],
        cwd=root, env=environment, capture_output=True, text=True,
    )
    if result.returncode != 0 or not verdicts.exists():
        print(result.stdout[-3000:], result.stderr[-3000:])
        print("FAIL: the reader's verdicts were not written")
        return 1
    answers = [json.loads(line) for line in verdicts.read_text(encoding="utf-8").splitlines()]
    print(f"the reader read {len(answers)} documents in one process in {time.monotonic() - reading:.1f} s")
    if len(answers) != len(lines):
        print(f"FAIL: {len(answers)} verdicts for {len(lines)} documents")
        return 1

    failures = []
    accepted = rejected = 0
    for line, expectation, answer in zip(lines, expectations, answers):
        type_name, kind, what, path, found = expectation
        if kind == "valid":
            if answer["accepted"]:
                accepted += 1
            else:
                failures.append((
                    f"{type_name}: the reader rejects schema-valid documents at {answer['path']}",
                    f"{type_name}: the reader rejects a schema-valid document: {answer['path']}: {answer['message']}\n  {line}",
                ))
        elif answer["accepted"]:
            failures.append((
                f"{type_name}: the reader accepts mutants ({what} at {pointer(path)})",
                f"{type_name}: the reader accepts a mutant ({what} at {pointer(path)})\n  {line}",
            ))
        elif not names_the_fault(answer["path"], found):
            failures.append((
                f"{type_name}: mutants ({what} at {pointer(path)}) are rejected at {answer['path']}",
                f"{type_name}: a mutant ({what} at {pointer(path)}) is rejected at {answer['path'] or '(document)'}: "
                f"{answer['message']}\n  {line}",
            ))
        else:
            rejected += 1
    valid_total = sum(1 for expectation in expectations if expectation[1] == "valid")
    # Each kind of disagreement once with an example, then how often each happened.
    kinds = {}
    for kind, failure in failures:
        kinds.setdefault(re.sub(r"\[\d+\]", "[i]", kind), []).append(failure)
    for kind, examples in sorted(kinds.items(), key=lambda item: -len(item[1])):
        print(f"FAIL {len(examples)} times: {kind}, such as\n  {examples[0][:1500]}")
    print(f"schema agreement: the reader accepts {accepted} of {valid_total} schema-valid documents")
    print(f"schema agreement: the reader rejects {rejected} of {len(lines) - valid_total} schema-invalid mutants, naming the path")
    print(f"schema agreement: {len(lines) - len(failures)} passed, {len(failures)} failed ({time.monotonic() - started:.0f} s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
