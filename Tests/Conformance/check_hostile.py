#!/usr/bin/env python3
"""Independent check of hostile text through the HTML and JSON front ends.

Usage:
    check_hostile.py DIR [--jobs N] [--script FILE]

DIR is written by the Swift test `HostileOutputTests` (ANSHIN_HOSTILE_OUT=DIR): `outputs.bin` holds
the bytes of every output, `cases.jsonl` one line per case:

    {"index": 7, "kind": "alertSuggestion",
     "outputs": {"html": [[offset, length], [offset, length]],      # hostile, baseline
                 "json": [...], "json-resolved": [...]},
     "strings": {"qZAZq": {"use": "text", "codePoints": [60, 115, ...]}, ...}}

Each case is a model with a hostile string in every text field, and its baseline: the same model
with a letters-only placeholder (qZ…Zq) for each distinct string (blank strings, white space and
invisible characters only, stand for themselves, as models leave blank parts out). The baseline is what the template produces; the
placeholders show where each string must come back. For every case:

HTML (parsed with html5lib, an independent HTML5 parser):
  * both outputs are strict UTF-8;
  * the hostile output parses with exactly the parse errors of its baseline (none, in practice);
  * it has exactly the baseline's elements, in the same tree, with the same attributes in the same
    order, and only elements and attributes the front end writes (no on… handler, no `style`, no
    `src`); a page has exactly one `<script>`, the live script (the text of --script FILE, written
    by `swift run anshin script --out FILE`, when given), and a fragment none; an `href` only on the
    Retry link, `<a href="" data-action="retry">`;
  * every text node and attribute value equals the baseline's with each placeholder replaced by
    its string, as follows:
      - in `id`, `class`, `aria-labelledby` and `aria-describedby`, the string as the front end's
        identifiers spell it (letters, digits and `-` kept, `_` doubled, every other UTF-8 byte as
        `_XX`) — identifiers are not text; a presentation's type (use `type`) has its `-` written
        `_2D` too in an `id` and the references to one, and kept in the root's `class`;
      - everywhere else, the string exactly, except for two documented replacements and one that
        the HTML standard forces:
          1. (front end, documented in HTMLEscaping) C0 controls other than tab, line feed, form
             feed and carriage return, DEL, C1 controls and Unicode noncharacters become U+FFFD:
             they are parse errors in HTML wherever they appear;
          2. (HTML standard, "preprocessing the input stream") every CR LF pair and every lone CR
             becomes LF; the comparison applies this to the whole expected text node or value,
             after the substitution, as the parser does to the whole input.
        Nothing else is normalized: NUL never reaches the parser (rule 1), so the standard's NUL
        handling cannot hide anything; character references are not decoded in the expectation,
        so an entity in the user's text must come back as the literal entity text.
  * a string of a hidden field (a developer note, a problem's type and instance) appears nowhere.

JSON (parsed with Python's json, strict: UTF-8, no duplicate members, no NaN or Infinity):
  * the hostile document has exactly the baseline's members, arrays and value types;
  * every string, and every member name, equals the baseline's with each placeholder replaced by
    its string exactly — no replacement at all, so controls, noncharacters, bidi overrides and
    the U+FFFD of repaired input come back unchanged.

The script prints what it checked and exits 1 on any failure (printing the first failures).
"""

import argparse
import json
import mmap
import os
import re
import sys
from concurrent.futures import ProcessPoolExecutor

import html5lib

import html_vocabulary

PLACEHOLDER = re.compile(r"qZ[A-Y]+Zq")
IDENTIFIER_ATTRIBUTES = {"id", "class", "aria-labelledby", "aria-describedby"}
SVG = "{http://www.w3.org/2000/svg}"
# What the front end writes: html_vocabulary.json, the one list every checker reads (SVG's elements
# in html5lib's SVG namespace).
VOCABULARY = html_vocabulary.load()
SVG_ELEMENTS = {"svg", "path", "rect", "circle"}
ELEMENTS = {SVG + name if name in SVG_ELEMENTS else name for name in VOCABULARY["elements"]}
ATTRIBUTES = set(VOCABULARY["attributes"])
# The live script every page embeds (--script FILE), or None to compare it with the baseline only.
LIVE_SCRIPT = None


class Mismatch(Exception):
    pass


def html_text(value):
    """The front end's documented replacement of characters that are parse errors in HTML."""
    out = []
    for ch in value:
        cp = ord(ch)
        if (cp < 0x20 and cp not in (0x09, 0x0A, 0x0C, 0x0D)) or 0x7F <= cp <= 0x9F \
                or 0xFDD0 <= cp <= 0xFDEF or (cp & 0xFFFE) == 0xFFFE:
            out.append("\ufffd")
        else:
            out.append(ch)
    return "".join(out)


def newlines(text):
    """The HTML standard's input stream preprocessing: CR LF and lone CR become LF."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


def identifier(value, escape_hyphens=False):
    """The front end's identifier spelling, written again from its documentation; a type's `-` is
    escaped too in an identifier (not in a class name), so the type ends at the first hyphen after
    the prefix."""
    out = []
    for byte in value.encode("utf-8"):
        ch = chr(byte)
        if ch.isascii() and (ch.isalnum() or (ch == "-" and not escape_hyphens)):
            out.append(ch)
        elif ch == "_":
            out.append("__")
        else:
            out.append("_%02X" % byte)
    return "".join(out)


def substitute(text, strings, transform, where):
    def replace(match):
        placeholder = match.group(0)
        if placeholder not in strings:
            raise Mismatch(f"{where}: unknown placeholder {placeholder}")
        use, value = strings[placeholder]
        if use == "hidden":
            raise Mismatch(f"{where}: the hidden string {placeholder} appears")
        return transform(value, use)
    return PLACEHOLDER.sub(replace, text)


def short(text, limit=160):
    text = repr(text)
    return text if len(text) <= limit else text[:limit] + "…"


class Checker:
    def __init__(self, directory):
        self.blob = open(os.path.join(directory, "outputs.bin"), "rb")
        self.bytes = mmap.mmap(self.blob.fileno(), 0, access=mmap.ACCESS_READ) \
            if os.path.getsize(os.path.join(directory, "outputs.bin")) else b""
        self.baselines = {}
        self.counts = dict(html=0, elements=0, attributes=0, texts=0, json=0, json_strings=0, cached=0)

    def read(self, span):
        offset, length = span
        return bytes(self.bytes[offset:offset + length])

    # HTML

    def parse(self, text, where):
        parser = html5lib.HTMLParser(tree=html5lib.treebuilders.getTreeBuilder("etree"),
                                     namespaceHTMLElements=False)
        if text.startswith("<!DOCTYPE"):
            tree = parser.parse(text)
        else:
            tree = parser.parseFragment(text, container="div")
        errors = [str(error[1]) for error in parser.errors]
        return tree, errors

    def html(self, case, name, hostile_bytes, baseline_bytes, strings):
        where = f"case {case['index']} ({case['kind']}) {name}"
        try:
            hostile = hostile_bytes.decode("utf-8")
            baseline = baseline_bytes.decode("utf-8")
        except UnicodeDecodeError as error:
            raise Mismatch(f"{where}: not UTF-8: {error}")
        cached = self.baselines.get(baseline_bytes)
        if cached is None:
            cached = self.parse(baseline, where + " (baseline)")
            if len(self.baselines) > 4096:
                self.baselines.clear()
            self.baselines[baseline_bytes] = cached
        else:
            self.counts["cached"] += 1
        expected_tree, expected_errors = cached
        tree, errors = self.parse(hostile, where)
        if errors != expected_errors:
            raise Mismatch(f"{where}: parse errors {errors} where the template has {expected_errors}")
        self.check_page_rules(tree, hostile.startswith("<!DOCTYPE"), where)
        self.compare_element(tree, expected_tree, strings, where)
        self.counts["html"] += 1

    @staticmethod
    def check_page_rules(tree, is_page, where):
        """One live script on a page and none in a fragment; an `href` only on the Retry link."""
        scripts = [element for element in tree.iter() if element.tag == "script"]
        if len(scripts) != (1 if is_page else 0):
            raise Mismatch(f"{where}: {len(scripts)} <script> elements in a {'page' if is_page else 'fragment'}")
        for script in scripts:
            if set(script.attrib) - {"nonce"}:
                raise Mismatch(f"{where}: <script> with attributes {sorted(script.attrib)}")
            if LIVE_SCRIPT is not None and (script.text or "") != LIVE_SCRIPT:
                raise Mismatch(f"{where}: the <script>'s text is not HTMLRenderer.script")
        for element in tree.iter():
            if isinstance(element.tag, str) and "href" in element.attrib:
                if element.tag != "a" or element.get("data-action") != "retry" or element.get("href") != "":
                    raise Mismatch(f"{where}: href on <{element.tag}> that is not the Retry link")

    @staticmethod
    def unwrap_isolates(element):
        """Takes each `<bdi>` child without attributes or children into its parent's text: the front end
        isolates user text that may be right to left (U+0590 and up, or a bidi control that starts
        right-to-left text) in `<bdi>`, which the template, drawn with plain text, does not have. The
        text inside is then compared with the template's like any other."""
        kept = None  # the last child kept: merged text goes to its tail, or to the parent's text
        for child in list(element):
            if child.tag != "bdi" or child.attrib or len(child):
                kept = child
                continue
            merged = (child.text or "") + (child.tail or "")
            if kept is None:
                element.text = (element.text or "") + merged
            else:
                kept.tail = (kept.tail or "") + merged
            element.remove(child)
        return element

    def compare_element(self, actual, expected, strings, where):
        self.unwrap_isolates(actual)
        # A blank string stands for itself in the baseline, and may be bidirectional controls only
        # (U+202E), which the front end isolates there too.
        self.unwrap_isolates(expected)
        tag = actual.tag if isinstance(actual.tag, str) else "#comment"
        path = f"{where} <{tag}>"
        if actual.tag != expected.tag:
            raise Mismatch(f"{path}: element {short(actual.tag)} where the template has {short(expected.tag)}")
        if isinstance(actual.tag, str) and actual.tag != "DOCUMENT_FRAGMENT":
            if actual.tag not in ELEMENTS:
                raise Mismatch(f"{path}: an element the front end never writes")
            self.counts["elements"] += 1
        names = list(actual.attrib.keys())
        if names != list(expected.attrib.keys()):
            raise Mismatch(f"{path}: attributes {names} where the template has {list(expected.attrib.keys())}")
        for attribute in names:
            if attribute not in ATTRIBUTES:
                raise Mismatch(f"{path}: the attribute {attribute}, which the front end never writes")
            if attribute in IDENTIFIER_ATTRIBUTES:
                is_class = attribute == "class"
                spell = lambda value, use: identifier(value, escape_hyphens=use == "type" and not is_class)
                want = substitute(expected.attrib[attribute], strings, spell, f"{path} @{attribute}")
            else:
                want = newlines(
                    substitute(expected.attrib[attribute], strings, lambda value, use: html_text(value), f"{path} @{attribute}")
                )
            if actual.attrib[attribute] != want:
                raise Mismatch(f"{path} @{attribute}: {short(actual.attrib[attribute])}, expected {short(want)}")
            self.counts["attributes"] += 1
        for part in ("text", "tail"):
            got = getattr(actual, part) or ""
            template = getattr(expected, part) or ""
            want = newlines(substitute(template, strings, lambda value, use: html_text(value), f"{path} {part}"))
            if got != want:
                raise Mismatch(f"{path} {part}: {short(got)}, expected {short(want)}")
            if template:
                self.counts["texts"] += 1
        children, expected_children = list(actual), list(expected)
        if len(children) != len(expected_children):
            raise Mismatch(f"{path}: {len(children)} children where the template has {len(expected_children)}")
        for child, expected_child in zip(children, expected_children):
            self.compare_element(child, expected_child, strings, where)

    # JSON

    @staticmethod
    def strict_json(data, where):
        def pairs(items):
            keys = [key for key, _ in items]
            if len(set(keys)) != len(keys):
                raise Mismatch(f"{where}: a duplicate member")
            return dict(items)

        def constant(name):
            raise Mismatch(f"{where}: {name} is not JSON")
        try:
            return json.loads(data.decode("utf-8"), object_pairs_hook=pairs, parse_constant=constant)
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise Mismatch(f"{where}: not strict JSON: {error}")

    def json(self, case, name, hostile_bytes, baseline_bytes, strings):
        where = f"case {case['index']} ({case['kind']}) {name}"
        hostile = self.strict_json(hostile_bytes, where)
        baseline = self.strict_json(baseline_bytes, where + " (baseline)")
        self.compare_json(hostile, baseline, strings, where + " $")
        self.counts["json"] += 1

    def compare_json(self, actual, expected, strings, path):
        if type(actual) is not type(expected):
            raise Mismatch(f"{path}: {type(actual).__name__} where the template has {type(expected).__name__}")
        if isinstance(expected, dict):
            want = {substitute(key, strings, lambda value, use: value, path): value for key, value in expected.items()}
            if set(actual) != set(want):
                raise Mismatch(f"{path}: members {sorted(actual)} where the template has {sorted(want)}")
            for key, value in want.items():
                self.compare_json(actual[key], value, strings, f"{path}.{short(key, 40)}")
        elif isinstance(expected, list):
            if len(actual) != len(expected):
                raise Mismatch(f"{path}: {len(actual)} items where the template has {len(expected)}")
            for index, (item, expected_item) in enumerate(zip(actual, expected)):
                self.compare_json(item, expected_item, strings, f"{path}[{index}]")
        elif isinstance(expected, str):
            want = substitute(expected, strings, lambda value, use: value, path)
            if actual != want:
                raise Mismatch(f"{path}: {short(actual)}, expected {short(want)}")
            self.counts["json_strings"] += 1
        elif actual != expected:
            raise Mismatch(f"{path}: {actual!r}, expected {expected!r}")

    def case(self, line):
        case = json.loads(line)
        strings = {placeholder: (entry["use"], "".join(map(chr, entry["codePoints"])))
                   for placeholder, entry in case["strings"].items()}
        for name, (hostile_span, baseline_span) in case["outputs"].items():
            hostile = self.read(hostile_span)
            baseline = self.read(baseline_span)
            if name == "html":
                self.html(case, name, hostile, baseline, strings)
            else:
                self.json(case, name, hostile, baseline, strings)
        return len(strings)


def check_lines(arguments):
    global LIVE_SCRIPT
    directory, lines, LIVE_SCRIPT = arguments
    checker = Checker(directory)
    failures, strings = [], 0
    for line in lines:
        try:
            strings += checker.case(line)
        except Mismatch as error:
            failures.append(str(error))
    return checker.counts, strings, failures, len(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("directory")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--script", metavar="FILE", help="the live script every page must embed")
    options = parser.parse_args()
    script = None
    if options.script:
        with open(options.script, encoding="utf-8") as handle:
            script = handle.read()
    with open(os.path.join(options.directory, "cases.jsonl"), encoding="utf-8") as file:
        lines = file.read().splitlines()
    if not lines:
        print("check_hostile: no cases", file=sys.stderr)
        return 1
    chunk = max(1, min(500, len(lines) // (options.jobs * 4) or 1))
    batches = [(options.directory, lines[start:start + chunk], script) for start in range(0, len(lines), chunk)]
    totals = dict(html=0, elements=0, attributes=0, texts=0, json=0, json_strings=0, cached=0)
    strings, failures, cases = 0, [], 0
    with ProcessPoolExecutor(max_workers=options.jobs) as pool:
        for counts, count, batch_failures, batch_cases in pool.map(check_lines, batches):
            for key in totals:
                totals[key] += counts[key]
            strings += count
            failures += batch_failures
            cases += batch_cases
    print(f"html5lib: {totals['html']} HTML outputs parsed and compared with their templates "
          f"({totals['elements']} elements, {totals['attributes']} attribute values, {totals['texts']} text nodes)")
    print(f"json: {totals['json']} documents parsed strictly, {totals['json_strings']} strings compared exactly")
    print(f"check_hostile: {cases} cases, {strings} hostile strings (placeholders) checked, {len(failures)} failed")
    for failure in failures[:20]:
        print("FAIL " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
