"""The Anshin wire format's JSON Schema, with the three keywords of its own that compare members.

JSON Schema's keywords compare a member only with constants. The schema states the rules that compare
two members (a trickle's `initialValue` at most its `cap`, a board's tokens at most its `lastToken`,
and rising in posting order) with `x-anshin-atMost`, `x-anshin-unique` and `x-anshin-increasing`,
which a validator that does not know them ignores as annotations; `validator(schema)` is jsonschema's
Draft 2020-12 validator with the three added. The schema's
`$comment` says what they mean; this module is their only implementation, and it knows nothing of the
models: it reads the rules from the schema.

Paths are member names joined by `/`; `*` stands for every element of an array, and a last `#` for the
length of the array before it.
"""

import math
import re
from collections import deque

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError


def found(instance, path, strings=False):
    """Every (location, value) a path reaches from an instance whose value is a number (or, with `strings`,
    a string too); a location is a list of keys and indices."""
    results = [([], instance)]
    for step in path.split("/"):
        following = []
        for location, value in results:
            if step == "*":
                if isinstance(value, list):
                    following.extend((location + [index], item) for index, item in enumerate(value))
            elif step == "#":
                if isinstance(value, list):
                    following.append((location, len(value)))
            elif isinstance(value, dict) and step in value:
                following.append((location + [step], value[step]))
        results = following
    return [(location, value) for location, value in results if is_number(value) or (strings and isinstance(value, str))]


def is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def rule_error(message, location):
    """The error for a broken rule, at the member that breaks it; `rule_object_path(error)` is the
    object holding the rule."""
    error = ValidationError(message, path=deque(location))
    error.anshin_location = list(location)
    return error


def rule_object_path(error):
    """For an error of a rule between members, the path of the object holding the rule; else None."""
    location = getattr(error, "anshin_location", None)
    if location is None:
        return None
    path = list(error.absolute_path)
    return path[: len(path) - len(location)]


def at_most(validator, rules, instance, schema):
    """`x-anshin-atMost`: each value at `value` is at most the value at `bound` (times `times`, rounded up)."""
    if not isinstance(instance, dict):
        return
    for rule in rules:
        bounds = found(instance, rule["bound"])
        if len(bounds) != 1:
            continue
        bound = bounds[0][1]
        if "times" in rule:
            product = rule["times"] * bound
            # A bound so large that the product is not finite (a multiplier of 1e308, which its own
            # maximum refuses) bounds nothing.
            bound = math.ceil(product) if math.isfinite(product) else math.inf
        for location, value in found(instance, rule["value"]):
            if value > bound:
                yield rule_error(
                    f"{rule['value']} is {value}, more than {rule['bound']}"
                    + (f" times {rule['times']}" if "times" in rule else "")
                    + f" ({bound})",
                    location,
                )


def unique(validator, paths, instance, schema):
    """`x-anshin-unique`: the values (numbers or strings) at all the paths differ."""
    if not isinstance(instance, dict):
        return
    seen = {}
    for path in paths:
        for location, value in found(instance, path, strings=True):
            if value in seen:
                yield rule_error(
                    f"{value} appears twice: at {'/'.join(map(str, seen[value]))} and {'/'.join(map(str, location))}",
                    location,
                )
            else:
                seen[value] = location


def increasing(validator, paths, instance, schema):
    """`x-anshin-increasing`: the numbers at the paths, in order (the first path's, then the next's),
    strictly increase; a value not above the one before it is the fault."""
    if not isinstance(instance, dict):
        return
    previous = None
    for path in paths:
        for location, value in found(instance, path):
            if previous is not None and value <= previous[1]:
                yield rule_error(
                    f"{value} at {'/'.join(map(str, location))} comes after {previous[1]} at "
                    f"{'/'.join(map(str, previous[0]))}: the values must increase",
                    location,
                )
            previous = (location, value)


def ecma_pattern(pattern):
    """A JSON Schema `pattern` as Python's `re` must read it to match what ECMA-262 matches.

    Python's `$` also matches before a final newline (`re.search("^en$", "en\\n")` matches), ECMA-262's
    only at the end: each `$` outside a character class and not escaped becomes `\\Z`. (`^` and the
    rest read the same in both for the schema's patterns.)
    """
    result = []
    index = 0
    in_class = False
    while index < len(pattern):
        character = pattern[index]
        if character == "\\":
            result.append(pattern[index : index + 2])
            index += 2
            continue
        if character == "[" and not in_class:
            in_class = True
        elif character == "]" and in_class:
            in_class = False
        result.append("\\Z" if character == "$" and not in_class else character)
        index += 1
    return "".join(result)


def pattern_search(pattern, text):
    """Whether a schema `pattern` matches a string as ECMA-262 matches it (unanchored, `$` at the end only)."""
    return re.search(ecma_pattern(pattern), text) is not None


def ecma_pattern_keyword(validator, pattern, instance, schema):
    """The `pattern` keyword with ECMA-262's `$` (jsonschema's own uses Python's `re` as it is)."""
    if validator.is_type(instance, "string") and not pattern_search(pattern, instance):
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


AnshinValidator = validators.extend(
    Draft202012Validator,
    {
        "x-anshin-atMost": at_most,
        "x-anshin-unique": unique,
        "x-anshin-increasing": increasing,
        "pattern": ecma_pattern_keyword,
    },
)


def validator(schema):
    """A Draft 2020-12 validator of the schema that also checks the rules between members."""
    return AnshinValidator(schema)
