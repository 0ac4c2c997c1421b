#!/usr/bin/env python3
"""The architecture's fixed points, checked on every tracked Swift file of Sources and Examples.

1. Front ends know no model: the text, HTML and JSON modules name no model type of the core outside
   comments and strings (the wire-document reader under Sources/AnshinJSON/Document/ names the models
   it decodes, and draws nothing).
2. No type tests: no ObjectIdentifier(...), no type(of:) comparisons, no casts of a value to a model
   or localizer type, anywhere in Sources.
3. The core declares nothing `package` or `@_spi`: front ends use its public API, as any outside
   renderer would.
4. Safe Swift only, in Sources and Examples: no Unsafe... type, withUnsafe..., unsafeBitCast,
   assumingMemoryBound, loadUnaligned, `unsafe` expression, @inline(__always), @unchecked Sendable,
   @exclusivity(unchecked), unsafelyUnwrapped; and none of the standard library's calls that hand out
   unsafe buffers (withUTF8, withContiguousStorageIfAvailable, withUTF8Buffer, utf8Start).

Prints FILE:LINE: what is wrong, for each finding, and exits 1 if there is any.
Usage: python3 .ci/check-architecture.py [ROOT]
"""
import re
import subprocess
import sys
from pathlib import Path

MODELS = ["Alert", "ActionSheet", "Dialog", "StatusMessage", "StatusBoard", "TrickleProgress", "ErrorScreen",
          "LoadingScreen"]
LOCALIZERS = ["Catalog"]
FRONT_ENDS = ["Sources/AnshinText/", "Sources/AnshinHTML/", "Sources/AnshinJSON/"]
READER = "Sources/AnshinJSON/Document/"
CORE = "Sources/Anshin/"

UNSAFE = [
    (re.compile(r"\bUnsafe[A-Za-z]*"), "an Unsafe… type"),
    (re.compile(r"\bwithUnsafe[A-Za-z]*"), "a withUnsafe… call"),
    (re.compile(r"\bunsafe[A-Za-z]*"), "an unsafe expression or call"),
    (re.compile(r"\bassumingMemoryBound\b"), "assumingMemoryBound"),
    (re.compile(r"\bloadUnaligned\b"), "loadUnaligned"),
    (re.compile(r"@inline\(__always\)"), "@inline(__always)"),
    (re.compile(r"@unchecked\b"), "@unchecked Sendable"),
    (re.compile(r"@exclusivity\(unchecked\)"), "@exclusivity(unchecked)"),
    (re.compile(r"\.(withUTF8|withUTF8Buffer|withContiguousStorageIfAvailable|withContiguousMutableStorageIfAvailable)\b"),
     "a call that hands out an unsafe buffer"),
    (re.compile(r"\butf8Start\b"), "StaticString.utf8Start"),
]
TYPE_TESTS = [
    (re.compile(r"\bObjectIdentifier\s*\("), "an ObjectIdentifier type test"),
    (re.compile(r"\btype\s*\(\s*of\s*:"), "a type(of:) test"),
]
names = "|".join(MODELS + LOCALIZERS)
MODEL_CAST = re.compile(r"\b(as[?!]?|is)\s+(any\s+)?(" + names + r")\b(?![A-Za-z])")
MODEL_NAME = re.compile(r"(?<![A-Za-z0-9_.])(" + "|".join(MODELS) + r")(?![A-Za-z0-9_])")
PACKAGE_DECL = re.compile(r"(^|\s)(package\s+(?:static\s+|final\s+|mutating\s+|nonmutating\s+|override\s+)*"
                          r"(func|var|let|init|struct|enum|class|protocol|typealias|extension|subscript|actor)\b"
                          r"|@_spi\b)")


def strip(source: str) -> list[str]:
    """The source's lines with comments and string literals blanked out, line numbers kept."""
    out = []
    i, n = 0, len(source)
    result = []
    block_depth = 0
    while i < n:
        c = source[i]
        if block_depth:
            if source.startswith("*/", i):
                block_depth -= 1
                i += 2
            elif source.startswith("/*", i):
                block_depth += 1
                i += 2
            else:
                result.append("\n" if c == "\n" else " ")
                i += 1
            continue
        if source.startswith("//", i):
            while i < n and source[i] != "\n":
                i += 1
            continue
        if source.startswith("/*", i):
            block_depth = 1
            i += 2
            continue
        # String literals, raw (#"…"#) or not, single- or multi-line.
        m = re.match(r'(#*)("""|")', source[i:])
        if m and (m.group(1) or c == '"'):
            hashes, quote = m.group(1), m.group(2)
            close = quote + hashes
            i += len(m.group(0))
            while i < n and not source.startswith(close, i):
                if source[i] == "\\" and not hashes:
                    result.append(" ")
                    i += 1
                result.append("\n" if i < n and source[i] == "\n" else " ")
                i += 1
            i += len(close)
            result.append('""')
            continue
        result.append(c)
        i += 1
    return "".join(result).split("\n")


def tracked(root: Path) -> list[str]:
    listed = subprocess.run(["git", "-C", str(root), "ls-files", "Sources", "Examples"], capture_output=True,
                            text=True, check=True).stdout.split()
    return [path for path in listed if path.endswith(".swift")]


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    findings = []
    for path in tracked(root):
        lines = strip((root / path).read_text(encoding="utf-8"))
        in_sources = path.startswith("Sources/")
        in_front_end = any(path.startswith(prefix) for prefix in FRONT_ENDS) and not path.startswith(READER)
        for number, line in enumerate(lines, start=1):
            def found(message):
                findings.append(f"{path}:{number}: {message}: {line.strip()}")
            for pattern, what in UNSAFE:
                if pattern.search(line):
                    found(f"unsafe Swift ({what})")
            if not in_sources:
                continue
            for pattern, what in TYPE_TESTS:
                if pattern.search(line):
                    found(f"a type test ({what})")
            if MODEL_CAST.search(line):
                found("a cast to a model or localizer type")
            if path.startswith(CORE) and PACKAGE_DECL.search(line):
                found("a `package` or `@_spi` declaration in the core")
            if in_front_end:
                for match in MODEL_NAME.finditer(line):
                    found(f"a front end names the model type {match.group(1)}")
    for finding in findings:
        print(finding)
    print(f"architecture: {len(findings)} finding(s) in {len(tracked(root))} tracked Swift files", file=sys.stderr)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
