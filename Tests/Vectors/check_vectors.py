#!/usr/bin/env python3
"""Independent checks of the conformance vectors in Tests/Vectors, which the Swift code writes.

- Every vectors file is valid against the JSON Schema beside it (Draft 2020-12), and every schema is
  itself valid.
- plurals.json: every number's category is the one CLDR gives, through Babel 2.18.0 (CLDR 47), and
  each language's list of categories is CLDR's.
- Every built-in catalog (the languages negotiation.json's catalog cases choose among) is chosen by
  some Accept-Language case, has a plurals.json case, and has the same counted messages in text.json
  as English, with counts that reach every plural category CLDR gives its language.
- catalogs.json: no built-in catalog has a plural form of a category CLDR does not give its language
  (`one` in Japanese), which no count would show and the catalog reader refuses in a file.
- presets.json: the RFC 9457 example case replays the RFC's own example body (section 3), and every
  HTTP status case (with and without Retry-After) is replayed by a second implementation of the status
  table written here from the Backends article, client-error rule included: a 4xx status the table
  does not name is the unexpected screen without a retry, whose message is only its cause.
- anshin.tokens.json: the file follows the Design Tokens format 2025.10 for its colours (colour
  objects with colorSpace, components and hex that agree), durations ({value, unit}) and transitions,
  and every text/background pair has a WCAG 2 contrast of at least 4.5:1, recomputed here from the file.

    python3 -m venv .venv-vectors && .venv-vectors/bin/pip install -q babel==2.18.0 jsonschema==4.26.0
    .venv-vectors/bin/python Tests/Vectors/check_vectors.py
"""

import json
import sys
from decimal import Decimal
from pathlib import Path

import babel
import jsonschema
from babel import Locale

FOLDER = Path(__file__).resolve().parent
# The schemas' `pattern`s are matched as ECMA-262 matches them (`$` only at the end), as the wire
# format's checkers do (Tests/Conformance/anshin_schema.py).
sys.path.insert(0, str(FOLDER.parent / "Conformance"))
import anshin_schema  # noqa: E402
CATEGORY_ORDER = ["zero", "one", "two", "few", "many", "other"]

# RFC 9457, section 3: the example problem details body, as the RFC prints it.
RFC9457_OUT_OF_CREDIT = {
    "type": "https://example.com/probs/out-of-credit",
    "title": "You do not have enough credit.",
    "detail": "Your current balance is 30, but that costs 50.",
    "instance": "/account/12345/msgs/abc",
    "balance": 30,
    "accounts": ["/account/12345", "/account/67890"],
}

failures = []


def fail(message):
    failures.append(message)


def check_schemas():
    counted = {}
    for path in sorted(FOLDER.glob("*.json")):
        if path.name.endswith(".schema.json") or path.name.endswith(".tokens.json"):
            continue
        document = json.loads(path.read_text())
        schema_path = FOLDER / document["$schema"]
        schema = json.loads(schema_path.read_text())
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = anshin_schema.AnshinValidator(schema, format_checker=jsonschema.FormatChecker())
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        for error in errors[:5]:
            where = "/".join(str(part) for part in error.absolute_path)
            fail(f"{path.name}: {where}: {error.message[:300]}")
        counted[path.name] = len(document["cases"])
    print("schemas: " + ", ".join(f"{name} {count} cases" for name, count in counted.items()) + " — valid")


def check_plurals():
    if babel.__version__ != "2.18.0":
        sys.exit(f"Babel 2.18.0 is required, found {babel.__version__}")
    document = json.loads((FOLDER / "plurals.json").read_text())
    numbers = 0
    for case in document["cases"]:
        language = case["input"]["language"]
        rule = Locale.parse(language.replace("-", "_")).plural_form
        expected = case["expected"]
        categories = [name for name in CATEGORY_ORDER if name in rule.tags or name == "other"]
        if expected["categories"] != categories:
            fail(f"{case['id']}: categories {expected['categories']}, CLDR {categories}")
        for category in CATEGORY_ORDER:
            for number in expected.get(category, []):
                numbers += 1
                cldr = rule(Decimal(number))
                if cldr != category:
                    fail(f"{case['id']}: {number} is {category}, CLDR says {cldr}")
    print(f"plurals: {len(document['cases'])} languages, {numbers} numbers — each as Babel {babel.__version__} gives it")


def check_languages():
    """Every built-in catalog (the languages negotiation.json's catalog cases choose among) has a plural
    case, the same counted-message keys as the others, and counts that reach every CLDR category of
    its language, so each plural form of each counted message is resolved somewhere."""
    negotiation = json.loads((FOLDER / "negotiation.json").read_text())
    catalog_cases = [case for case in negotiation["cases"] if "catalog" in case["expected"]]
    if not catalog_cases:
        fail("negotiation.json: no case negotiates among the built-in catalogs")
        return
    built_in = catalog_cases[0]["input"]["supported"]
    if any(case["input"]["supported"] != built_in for case in catalog_cases):
        fail("negotiation.json: the catalog cases do not all list the same built-in catalogs")
    answered = {case["expected"]["catalog"] for case in catalog_cases}
    if set(built_in) - answered:
        fail(f"negotiation.json: no Accept-Language case answers with {sorted(set(built_in) - answered)}")
    plural_languages = {case["input"]["language"] for case in json.loads((FOLDER / "plurals.json").read_text())["cases"]}
    if set(built_in) - plural_languages:
        fail(f"plurals.json: no case for the built-in {sorted(set(built_in) - plural_languages)}")
    text = json.loads((FOLDER / "text.json").read_text())
    keys, counts = {}, {}
    for case in text["cases"]:
        language = case["input"]["language"]
        keys.setdefault(language, set()).add(case["input"]["key"])
        counts.setdefault(language, set()).update(count for count, _ in case["expected"])
    if sorted(keys) != sorted(built_in):
        fail(f"text.json: counted messages in {sorted(keys)}, the built-in catalogs are {sorted(built_in)}")
    english = keys.get("en", set())
    for language in built_in:
        if keys.get(language, set()) != english:
            fail(f"text.json: {language}'s counted keys differ from English's: {sorted(keys.get(language, set()) ^ english)}")
        rule = Locale.parse(language.replace("-", "_")).plural_form
        reached = {rule(Decimal(count)) for count in counts.get(language, ())}
        missing = [name for name in CATEGORY_ORDER if (name in rule.tags or name == "other") and name not in reached]
        if missing:
            fail(f"text.json: no count of {language}'s counted messages is in CLDR's {missing}")
    print(
        f"languages: {len(built_in)} built-in catalogs, each chosen by negotiation.json, in plurals.json, and with "
        f"{len(english)} counted messages in text.json whose counts reach every CLDR category"
    )


def check_rfc9457():
    document = json.loads((FOLDER / "presets.json").read_text())
    case = next((case for case in document["cases"] if case["id"] == "problem-to-screen-rfc9457-out-of-credit"), None)
    if case is None or case["input"] != RFC9457_OUT_OF_CREDIT:
        fail("presets.json: problem-to-screen-rfc9457-out-of-credit is not RFC 9457's example body")
    else:
        print("presets: the RFC 9457 case replays the RFC's example body")


# The Backends article's status table: the presets a status names (other 4xx: unexpected, other 5xx:
# server), and each preset's icon and retry button. A text is {"key": …}, as the vectors write it.
NAMED_STATUSES = {
    401: "unauthorized", 403: "forbidden", 404: "notFound", 410: "notFound", 408: "timeout", 504: "timeout",
    429: "rateLimited", 500: "server", 502: "server", 503: "maintenance",
}
RETRY = {"title": {"key": "button.retry"}, "action": "retry"}
PRESET_PARTS = {
    "unauthorized": ("sign-in", {"title": {"key": "button.signIn"}, "action": "signIn"}),
    "forbidden": ("lock", None),
    "notFound": ("search", None),
    "timeout": ("clock", RETRY),
    "rateLimited": ("hourglass", RETRY),
    "server": ("server-error", RETRY),
    "maintenance": ("maintenance", RETRY),
    "unexpected": ("warning", RETRY),
}
# The presets whose message says what happened in a sentence of its own, which a delay replaces the
# advice to try again with.
DELAY_CAUSES = {"server", "timeout", "maintenance", "rateLimited", "unexpected"}


def screen_for_status(status, retry_after_ms):
    """The screen for an HTTP status (None for one that is not an error), as the article states it."""
    if status in NAMED_STATUSES:
        preset = NAMED_STATUSES[status]
    elif 400 <= status <= 499:
        preset = "unexpected"
    elif 500 <= status <= 599:
        preset = "server"
    else:
        return None
    icon, retry = PRESET_PARTS[preset]
    message = {"key": f"errorScreen.{preset}.message"}
    if preset == "unexpected" and 400 <= status <= 499:
        # A client error the table does not name: the request itself was refused; retrying cannot help.
        retry, message = None, {"key": "errorScreen.unexpected.cause"}
    if retry is not None and retry_after_ms is not None and retry_after_ms > 0 and preset in DELAY_CAUSES:
        seconds = -(-retry_after_ms // 1000)
        message = {
            "key": "text.sentences",
            "arguments": [{"key": f"errorScreen.{preset}.cause"}, {"key": "errorScreen.retryAfter", "count": str(seconds)}],
        }
    return {"preset": preset, "icon": icon, "title": {"key": f"errorScreen.{preset}.title"}, "message": message, "retry": retry}


def check_http_statuses():
    document = json.loads((FOLDER / "presets.json").read_text())
    cases = [case for case in document["cases"] if case["id"].startswith("http-status-")]
    client_errors = 0
    for case in cases:
        status = case["input"]["status"]
        screen = screen_for_status(status, case["input"].get("retryAfter"))
        expected = {"preset": None} if screen is None else screen
        if case["expected"] != expected:
            fail(f"presets.json: {case['id']}: expected {json.dumps(expected)}, the file has {json.dumps(case['expected'])}")
        if screen is not None and 400 <= status <= 499 and status not in NAMED_STATUSES:
            client_errors += 1
    if client_errors == 0:
        fail("presets.json: no case of a client error the status table does not name")
    print(f"presets: {len(cases)} HTTP status cases replayed from the article's table ({client_errors} client errors without a retry)")


def luminance(hex_color):
    def channel(value):
        value = value / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (int(hex_color[index : index + 2], 16) for index in (1, 3, 5))
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)


def contrast(foreground, background):
    lighter, darker = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def check_tokens():
    tokens = json.loads((FOLDER / "anshin.tokens.json").read_text())
    # Every token: a $type and a $value of its type's shape.
    def walk(group, path):
        for name, value in group.items():
            if name.startswith("$"):
                continue
            if "$value" in value:
                check_token(value, path + [name])
            else:
                walk(value, path + [name])

    def check_duration(value, where):
        if set(value) != {"value", "unit"} or value["unit"] not in ("ms", "s") or not isinstance(value["value"], (int, float)):
            fail(f"tokens: {where}: a duration must be {{value, unit}} in ms or s")

    def check_token(token, path):
        where = ".".join(path)
        kind, value = token.get("$type"), token["$value"]
        if kind == "color":
            if value.get("colorSpace") != "srgb" or len(value.get("components", [])) != 3:
                fail(f"tokens: {where}: a colour needs colorSpace srgb and three components")
                return
            from_components = "#" + "".join(f"{round(component * 255):02x}" for component in value["components"])
            if from_components != value.get("hex"):
                fail(f"tokens: {where}: components give {from_components}, hex is {value.get('hex')}")
        elif kind == "duration":
            check_duration(value, where)
        elif kind == "transition":
            check_duration(value["duration"], where + ".duration")
            check_duration(value["delay"], where + ".delay")
            if len(value["timingFunction"]) != 4:
                fail(f"tokens: {where}: a timing function is four numbers")
        else:
            fail(f"tokens: {where}: unexpected $type {kind}")

    walk(tokens, [])
    pairs = 0
    lowest = None
    for scheme, colors in tokens["color"].items():
        hexes = {name: token["$value"]["hex"] for name, token in colors.items()}
        foregrounds = [name for name in hexes if name not in ("surface", "page", "onTone")]
        checks = [(name, background) for name in foregrounds for background in ("surface", "page")]
        checks += [("onTone", name) for name in foregrounds if name not in ("text", "secondaryText")]
        for foreground, background in checks:
            ratio = contrast(hexes[foreground], hexes[background])
            pairs += 1
            lowest = ratio if lowest is None else min(lowest, ratio)
            if ratio < 4.5:
                fail(f"tokens: {scheme} {foreground} on {background}: contrast {ratio:.2f}:1, below 4.5:1")
    print(f"tokens: DTCG colour, duration and transition values well formed; {pairs} text/background pairs, lowest {lowest:.2f}:1")


def check_catalog_forms():
    """No built-in catalog file holds a plural form its language never uses, by CLDR through Babel."""
    document = json.loads((FOLDER / "catalogs.json").read_text())
    forms = 0
    for case in document["cases"]:
        catalog = case["expected"]
        language = catalog["languageCode"]
        rule = Locale.parse(language.replace("-", "_")).plural_form
        for key, entry in catalog["entries"].items():
            if not isinstance(entry, dict):
                continue
            forms += len(entry)
            unused = [name for name in CATEGORY_ORDER if name in entry and name not in rule.tags and name != "other"]
            if unused:
                fail(f"{case['id']}: {key} has {unused}, which CLDR's {language} never uses")
    print(f"catalog forms: {forms} plural forms in {len(document['cases'])} built-in catalogs, each of a category CLDR gives the language")


def main():
    check_schemas()
    check_plurals()
    check_languages()
    check_catalog_forms()
    check_rfc9457()
    check_http_statuses()
    check_tokens()
    if failures:
        for message in failures[:40]:
            print("FAIL " + message)
        print(f"{len(failures)} failures")
        sys.exit(1)
    print("vectors: all independent checks passed")


if __name__ == "__main__":
    main()
