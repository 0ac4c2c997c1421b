#!/usr/bin/env python3
"""Independent check of the JSON front end's output against its JSON Schema.

Usage: check_json.py SCHEMA DIRECTORY

1. Checks the schema against the Draft 2020-12 metaschema, and that it is self-contained
   (every "$ref" is local) and documented (every property has a "description").
2. Validates every *.json file in DIRECTORY (recursively) against the schema, with the rules between
   members the schema states in keywords of its own (anshin_schema.py), except the NAME.expect.json
   accessibility sidecars that check_html.py reads.
3. Re-parses every file with Python's json module, rejecting duplicate member names,
   NaN and Infinity, and checks that the file is valid UTF-8.

Prints counts and each failure; exits 1 on any failure, 2 on bad usage.
Needs jsonschema==4.26.0 (pip install jsonschema==4.26.0).
"""

import json
import sys
from pathlib import Path

from jsonschema import Draft202012Validator
from jsonschema.exceptions import SchemaError

import anshin_schema


class DuplicateMemberError(ValueError):
    """An object names the same member twice."""


def reject_duplicates(pairs):
    """object_pairs_hook for json.loads: builds a dict, failing on a repeated member name."""
    result = {}
    for key, value in pairs:
        if key in result:
            raise DuplicateMemberError(f'duplicate member "{key}"')
        result[key] = value
    return result


def reject_constant(name):
    """parse_constant hook for json.loads: NaN and Infinity are not JSON."""
    raise ValueError(f"{name} is not valid JSON")


def schema_problems(schema):
    """Non-local $refs and properties without a description, as messages."""
    problems = []

    def walk(node, path):
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and not ref.startswith("#"):
                problems.append(f"{path}: $ref {ref!r} is not local")
            properties = node.get("properties")
            if isinstance(properties, dict):
                for name, subschema in properties.items():
                    if not isinstance(subschema, dict) or not subschema.get("description"):
                        # Properties inside if/then/else only constrain values described elsewhere.
                        if not any(part in ("if", "then", "else") for part in path.split("/")):
                            problems.append(f"{path}/properties/{name}: no description")
            for key, value in node.items():
                walk(value, f"{path}/{key}")
        elif isinstance(node, list):
            for index, value in enumerate(node):
                walk(value, f"{path}/{index}")

    walk(schema, "#")
    return problems


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    schema_path, directory = Path(argv[1]), Path(argv[2])
    failures = 0

    schema = json.loads(schema_path.read_text(encoding="utf-8"), object_pairs_hook=reject_duplicates)
    try:
        Draft202012Validator.check_schema(schema)
        print(f"schema: {schema_path} is a valid Draft 2020-12 schema")
    except SchemaError as error:
        print(f"schema: INVALID: {error.message} at {'/'.join(map(str, error.path))}")
        return 1
    problems = schema_problems(schema)
    for problem in problems:
        print(f"schema: {problem}")
    failures += len(problems)
    print(f"schema: {len(schema.get('$defs', {}))} definitions, {len(problems)} problems")

    # With the schema's own keywords for the rules between members (anshin_schema.py).
    validator = anshin_schema.validator(schema)
    # Patterns match as ECMA-262 matches them: `$` only at the end, never before a final newline.
    for language, expected in [("en", True), ("pt-PT", True), ("x-klingon", True), ("en\n", False), ("", False),
                               ("en us", False), ("e", False), ("en-", False)]:
        document = {"language": language, "type": "banner", "version": 1}
        if validator.is_valid(document) != expected:
            print(f"FAIL schema: the document language {language!r} is {'refused' if expected else 'accepted'}")
            failures += 1
    print("schema: patterns anchor as ECMA-262's do (\"en\\n\" is no language)")
    files = sorted(path for path in directory.rglob("*.json") if not path.name.endswith(".expect.json"))
    if not files:
        print(f"documents: no *.json files in {directory}")
        return 1
    valid = 0
    parsed = 0
    for path in files:
        name = path.relative_to(directory)
        try:
            text = path.read_bytes().decode("utf-8")
            document = json.loads(text, object_pairs_hook=reject_duplicates, parse_constant=reject_constant)
        except (UnicodeDecodeError, ValueError) as error:
            print(f"FAIL {name}: not strict JSON: {error}")
            failures += 1
            continue
        parsed += 1
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        if errors:
            failures += 1
            for error in errors[:5]:
                where = "/".join(map(str, error.absolute_path)) or "(root)"
                print(f"FAIL {name}: {where}: {error.message}")
            continue
        valid += 1

    print(f"strict JSON (UTF-8, no duplicate members, no NaN or Infinity): {parsed} of {len(files)} files")
    print(f"schema validation: {valid} of {len(files)} files valid")
    if failures:
        print(f"FAILED: {failures} failure(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
