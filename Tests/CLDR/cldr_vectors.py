#!/usr/bin/env python3
"""CLDR's plural categories and number symbols, from Babel, for the Swift tests to replay.

Writes (or, with --check, compares with) Tests/CLDR/cldr-vectors.json:

- plurals: for every language `PluralRules` names in its switch (read from
  Sources/Anshin/Text/PluralRules.swift, so a language added there is checked here; the languages
  CLDR gives only `other` among them), and for the Portuguese regions, the category Babel gives each
  of a fixed list of numbers: the integers 0-1000, a few larger and negative ones, and decimals
  with one and two fraction digits (the fraction digits are kept: `1.0` is not `1`). One letter per
  number: z zero, o one, t two, f few, m many, `.` other.
- sameRules: every other Babel locale of those languages (`en-GB`, `pt-AO`, …), with the tag whose
  rules Babel gives it, so the test can require `PluralRules` to choose the same rules.
- numbers: for the language of every built-in catalog (read from Sources/Anshin/Text/Catalog+*.swift,
  the pseudo-locales left out), Babel's decimal, grouping and minus symbols and some numbers written
  with them, and CLDR's minimumGroupingDigits. Babel ignores that one (it writes 1.234 in Spanish
  where CLDR writes 1234), so it is stated here from CLDR's numbers.json, and the Swift test takes
  Babel's grouping of a four-digit number out where it is 2.
- directions: every Babel locale, with its character order (`rtl` or `ltr`), which
  `LayoutDirection(languageCode:)` must give.
- listSeparators: for the language of every built-in catalog, the separator a spoken transcript
  writes between an utterance's parts (the catalogs' `spoken.partSeparator`): the text between
  `{0}` and `{1}` of the `standard` list pattern's `middle` — the separator of items that are not
  the last, so it holds no "and" in the languages whose `end` and `2` patterns do (`, ` in English,
  `、` in Japanese and Chinese). Where even `middle` holds a word (Arabic's `{0} و{1}`: CLDR joins
  every item with "and"), the `unit-short` middle's text before its word (`{0}، و{1}` gives `، `,
  the comma CLDR writes before the conjunction).

The Swift test `CLDRVectorTests` reads the file. Run with Babel 2.18.0 (CLDR 47):

    python3 -m venv .venv-cldr && .venv-cldr/bin/pip install -q babel==2.18.0
    .venv-cldr/bin/python Tests/CLDR/cldr_vectors.py --check    # exit 1 when the file differs
    .venv-cldr/bin/python Tests/CLDR/cldr_vectors.py            # rewrite the file
"""

import argparse
import json
import re
import sys
from decimal import Decimal
from pathlib import Path

import babel
from babel import Locale
from babel import numbers as babel_numbers
from babel.core import get_cldr_version
from babel.localedata import locale_identifiers

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "Tests" / "CLDR" / "cldr-vectors.json"
BABEL_VERSION = "2.18.0"

LETTERS = {"zero": "z", "one": "o", "two": "t", "few": "f", "many": "m", "other": "."}
ORDER = ["zero", "one", "two", "few", "many", "other"]


def named_languages():
    """The language subtags PluralRules' switch names, in order."""
    source = (ROOT / "Sources" / "Anshin" / "Text" / "PluralRules.swift").read_text()
    body = source[source.index("switch LanguageTag.primarySubtag(of: languageCode)") :]
    body = body[: body.index("default:")]
    languages = []
    for line in body.splitlines():
        match = re.match(r'\s*case ("[a-z]+"(?:, "[a-z]+")*):', line)
        if match:
            languages += re.findall(r'"([a-z]+)"', match.group(1))
    if not languages:
        sys.exit("no languages found in PluralRules.swift")
    return languages


# CLDR 47's minimumGroupingDigits where it is not 1 (cldr-json, main/LANG/numbers.json), for the
# catalogs' locales: Babel does not read it.
MINIMUM_GROUPING_DIGITS = {"es": 2, "pl": 2, "pt-PT": 2}


def catalog_languages():
    """The language tags of the built-in catalogs."""
    tags = []
    for path in sorted((ROOT / "Sources" / "Anshin" / "Text").glob("Catalog+*.swift")):
        if "Pseudo" in path.name:
            continue
        tags += re.findall(r'public static let \w+ = Catalog\(\s*languageCode: "([^"]+)"', path.read_text())
    if not tags:
        sys.exit("no built-in catalogs found")
    return tags


def numbers():
    """The numbers every locale is checked with, as written (fraction digits kept)."""
    result = [str(n) for n in range(0, 1001)]
    result += ["1000000", "2000000", "1000001", "10000000", "-1", "-2", "-5", "-21"]
    one_digit = list(range(0, 26)) + [100, 101, 102, 111, 112, 121, 1000, 1000000]
    result += [f"{i}.{f}" for i in one_digit for f in range(10)]
    two_digits = list(range(0, 13)) + [21, 22, 101, 111, 1000000]
    result += [f"{i}.{f:02d}" for i in two_digits for f in (0, 1, 5, 10, 20, 50, 99)]
    result += ["-1.0", "-1.5", "-0.5", "-0.05"]
    return result


def babel_id(tag):
    return tag.replace("-", "_")


def plural_vectors(tags, values):
    decimals = [Decimal(value) for value in values]
    result = {}
    for tag in tags:
        rule = Locale.parse(babel_id(tag)).plural_form
        letters = "".join(LETTERS[rule(value)] for value in decimals)
        categories = [name for name in ORDER if name in rule.tags or name == "other"]
        result[tag] = {"categories": categories, "forms": letters}
    return result


def same_rules(languages, checked):
    """Every Babel locale of the languages, with the checked tag whose rules it has."""
    rules_of = {tag: Locale.parse(babel_id(tag)).plural_form.rules for tag in checked}
    result = {}
    for identifier in sorted(locale_identifiers()):
        language = identifier.split("_")[0]
        tag = identifier.replace("_", "-")
        if language not in languages or tag in checked:
            continue
        rules = Locale.parse(identifier).plural_form.rules
        # Its own language first, then any other checked tag of the language (pt-PT for pt-AO).
        candidates = [language] + [other for other in checked if other.split("-")[0] == language]
        match = next((other for other in candidates if rules_of[other] == rules), None)
        if match is None:
            sys.exit(f"{identifier} has rules no checked locale has: {rules}")
        result[tag] = match
    return result


NUMBER_SAMPLES = [
    "0", "7", "-7", "999", "1000", "1234", "-1234", "12345", "123456", "1234567", "-1234567",
    "9223372036854775807", "0.5", "2.5", "-0.05", "1.0", "2.50", "1234.5", "-1234.25", "12345.678", "1000000.00",
]


def number_vectors(tags):
    result = {}
    for tag in tags:
        locale = babel_id(tag)
        written = {}
        for sample in NUMBER_SAMPLES:
            digits = len(sample.split(".")[1]) if "." in sample else 0
            pattern = "#,##0" + ("." + "0" * digits if digits else "")
            written[sample] = babel_numbers.format_decimal(
                Decimal(sample), format=pattern, locale=locale, numbering_system="default", decimal_quantization=True
            )
        result[tag] = {
            "decimalSeparator": babel_numbers.get_decimal_symbol(locale),
            "groupingSeparator": babel_numbers.get_group_symbol(locale),
            "minusSign": babel_numbers.get_minus_sign_symbol(locale),
            "minimumGroupingDigits": MINIMUM_GROUPING_DIGITS.get(tag, 1),
            "written": written,
        }
    return result


def list_separator(tag):
    """What goes between an utterance's parts in the language: see listSeparators above."""
    patterns = Locale.parse(babel_id(tag)).list_patterns

    def between(style):
        pattern = patterns[style]["middle"]
        if not (pattern.startswith("{0}") and pattern.endswith("{1}")):
            sys.exit(f"{tag}'s {style} middle list pattern is not {{0}}…{{1}}: {pattern!r}")
        return pattern[3:-3]

    separator = between("standard")
    if any(character.isalpha() for character in separator):
        separator = between("unit-short")
        separator = separator[: next(i for i, character in enumerate(separator) if character.isalpha())]
    if not separator.strip() or any(character.isalpha() for character in separator):
        sys.exit(f"{tag} has no list separator without a word: {separator!r}")
    return separator


def directions():
    """Every Babel locale's character order, by tag."""
    result = {}
    for identifier in sorted(locale_identifiers()):
        order = Locale.parse(identifier).character_order
        result[identifier.replace("_", "-")] = "rtl" if order == "right-to-left" else "ltr"
    return result


def generate():
    if babel.__version__ != BABEL_VERSION:
        sys.exit(f"Babel {BABEL_VERSION} is required, found {babel.__version__}")
    languages = named_languages()
    portugal = ["pt-PT", "pt-BR"]
    checked = languages + portugal
    values = numbers()
    document = {
        "source": f"Babel {babel.__version__}, CLDR {get_cldr_version()}; written by Tests/CLDR/cldr_vectors.py",
        "legend": "forms: one letter per number of `numbers`, in order: z zero, o one, t two, f few, m many, . other",
        "numbers": values,
        "plurals": plural_vectors(checked, values),
        "sameRules": same_rules(set(languages), checked),
        "numberSymbols": number_vectors(catalog_languages()),
        "directions": directions(),
        "listSeparators": {tag: list_separator(tag) for tag in catalog_languages()},
    }
    return json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the file instead of writing it")
    arguments = parser.parse_args()
    text = generate()
    if arguments.check:
        current = OUTPUT.read_text() if OUTPUT.exists() else ""
        if current != text:
            print(f"{OUTPUT.relative_to(ROOT)} is not what Babel gives; run {Path(__file__).name} to rewrite it")
            sys.exit(1)
        document = json.loads(text)
        print(
            f"{OUTPUT.relative_to(ROOT)} agrees with {document['source'].split(';')[0]}: "
            f"{len(document['plurals'])} locales x {len(document['numbers'])} numbers, "
            f"{len(document['sameRules'])} regional locales, {len(document['numberSymbols'])} catalogs' numbers, "
            f"{len(document['directions'])} locales' directions, {len(document['listSeparators'])} catalogs' list separators"
        )
        return
    OUTPUT.write_text(text)
    print(f"wrote {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
