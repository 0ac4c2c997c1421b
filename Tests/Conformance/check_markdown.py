#!/usr/bin/env python3
"""Independent check that the CustomRenderer example's Markdown keeps user text text.

Usage:
    check_markdown.py SAMPLES.json

SAMPLES.json is written by the Swift test `MarkdownSamples` (ANSHIN_MARKDOWN_SAMPLES_DIR=DIR): a list
of {"text", "screen", "status", "button"}, each text drawn three ways by `MarkdownRenderer`. Every
drawing is read by two CommonMark implementations nobody here wrote, with raw HTML allowed (their
least safe setting):

  * markdown-it-py, CommonMark preset, plus its GFM tables and strikethrough;
  * cmark-gfm (GitHub's fork of the reference implementation, through cmarkgfm), with the table,
    strikethrough and tagfilter extensions and CMARK_OPT_UNSAFE. GFM's autolink extension, which
    links bare `www.` and `http://` text, is not CommonMark and is left off: it links text that
    shows its own target.

The HTML each produces must be exactly the structure the renderer means, with the text as its only
content (compared after parsing, so the readers' own HTML escaping does not matter):

  screen:  <h2>T</h2> <p>T</p>
  status:  <blockquote><p><strong>Success</strong> T</p></blockquote>
  button:  <p>m</p> <p><a href="action:A">T</a></p>

T is the text as MarkdownText documents it, computed here independently: every line break (CR LF,
CR, LF, VT, FF, NEL, U+2028, U+2029) and tab a space, Unicode white space and U+FEFF dropped from
both ends, every other control character (Cc) U+FFFD. A is the text's UTF-8 with every byte but
RFC 3986's unreserved characters percent-encoded. Exits 1 on any difference, printing the first few.
"""

import html.parser
import json
import sys
import unicodedata
import urllib.parse

import cmarkgfm
from cmarkgfm.cmark import Options
from markdown_it import MarkdownIt

WHITE_SPACE = {chr(c) for c in [0x9, 0xA, 0xB, 0xC, 0xD, 0x20, 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F,
                                0x205F, 0x3000, *range(0x2000, 0x200B)]}
LINE_BREAKS = "\n\r\x0b\x0c\x85\u2028\u2029\t"


def expected_text(text):
    text = text.replace("\r\n", " ")
    text = "".join(" " if c in LINE_BREAKS else c for c in text)
    text = text.strip("".join(WHITE_SPACE) + "\ufeff")
    return "".join("\ufffd" if unicodedata.category(c) == "Cc" else c for c in text)


def expected_destination(text):
    return urllib.parse.quote(text.encode("utf-8"), safe="-._~")


class Structure(html.parser.HTMLParser):
    """The HTML as a list of ("start", tag, attrs), ("end", tag) and ("text", merged text) events,
    without the line feeds between blocks."""

    def __init__(self, source):
        super().__init__(convert_charrefs=True)
        self.events = []
        self.feed(source)
        self.close()
        merged = []
        for event in self.events:
            if event[0] == "text" and merged and merged[-1][0] == "text":
                merged[-1] = ("text", merged[-1][1] + event[1])
            else:
                merged.append(event)
        self.events = [e for e in merged if not (e[0] == "text" and e[1].strip("\n") == "")]

    def handle_starttag(self, tag, attrs):
        self.events.append(("start", tag, tuple(attrs)))

    def handle_endtag(self, tag):
        self.events.append(("end", tag))

    def handle_data(self, data):
        self.events.append(("text", data))

    def handle_comment(self, data):
        self.events.append(("comment", data))


def expected(kind, text):
    t = expected_text(text)
    if kind == "screen":
        return [("start", "h2", ()), ("text", t), ("end", "h2"), ("start", "p", ()), ("text", t), ("end", "p")]
    if kind == "status":
        return [("start", "blockquote", ()), ("start", "p", ()), ("start", "strong", ()), ("text", "Success"),
                ("end", "strong"), ("text", " " + t), ("end", "p"), ("end", "blockquote")]
    return [("start", "p", ()), ("text", "m"), ("end", "p"), ("start", "p", ()),
            ("start", "a", (("href", "action:" + expected_destination(text)),)), ("text", t), ("end", "a"),
            ("end", "p")]


def main():
    samples = json.load(open(sys.argv[1], encoding="utf-8"))
    markdown_it = MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"])
    readers = {
        "markdown-it-py": markdown_it.render,
        "cmark-gfm": lambda source: cmarkgfm.markdown_to_html_with_extensions(
            source, options=Options.CMARK_OPT_UNSAFE, extensions=["table", "strikethrough", "tagfilter"]),
    }
    failures = []
    checked = 0
    for sample in samples:
        for kind in ("screen", "status", "button"):
            want = expected(kind, sample["text"])
            for name, render in readers.items():
                checked += 1
                rendered = render(sample[kind])
                got = Structure(rendered).events
                if got != want:
                    failures.append((name, kind, sample["text"], sample[kind], rendered, got, want))
    print(f"markdown: {len(samples)} texts, {checked} readings by markdown-it-py and cmark-gfm")
    for name, kind, text, source, rendered, got, want in failures[:5]:
        print(f"\n{name}, {kind}: text {text!r}\n  markdown {source!r}\n  html     {rendered!r}"
              f"\n  got      {got!r}\n  expected {want!r}")
    if failures:
        print(f"\nmarkdown: {len(failures)} reading(s) differ from the text", file=sys.stderr)
        return 1
    print("markdown: every text stays text")
    return 0


if __name__ == "__main__":
    sys.exit(main())
