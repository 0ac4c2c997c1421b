"""The package's hostile-string corpus, read from Tests/HardeningTests/HostileStrings.swift (the same
lists the Swift hardening tests and fuzzers draw from), plus payloads that trip `window.__pwned` if
they ever run, and the wire documents that carry them in every text of a model.
"""

import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(os.path.dirname(HERE), "HardeningTests", "HostileStrings.swift")

# Payloads that set the tripwire if any of them ever becomes markup or script.
TRIPWIRES = [
    '<img src=x onerror="window.__pwned=true">',
    "<script>window.__pwned=true</script>",
    '"><svg onload="window.__pwned=true">',
    "' autofocus onfocus='window.__pwned=true' x='",
    '" autofocus onfocus="window.__pwned=true" x="',
    "javascript:window.__pwned=true",
    "</dialog><iframe srcdoc=\"<script>parent.__pwned=true</script>\"></iframe>",
    "${window.__pwned=true}",
]


def _swift_literal(body):
    """The value of a Swift string literal's body (the text between the quotes)."""
    out = []
    index = 0
    while index < len(body):
        character = body[index]
        if character != "\\":
            out.append(character)
            index += 1
            continue
        following = body[index + 1]
        if following == "u":
            end = body.index("}", index)
            out.append(chr(int(body[index + 3:end], 16)))
            index = end + 1
            continue
        out.append({"n": "\n", "r": "\r", "t": "\t", "0": "\0", "\\": "\\", '"': '"', "'": "'"}[following])
        index += 2
    return "".join(out)


def _array(source, name):
    found = re.search(r"static let " + name + r": \[[^\]]*\] = \[(.*?)\n    \]", source, re.S)
    if not found:
        raise SystemExit(f"{SOURCE}: no array {name}")
    return found.group(1)


def corpus():
    """Every string of the corpus: fragments, clusters, edge and bidi scalars, and the tripwires."""
    with open(SOURCE, encoding="utf-8") as handle:
        source = handle.read()
    strings = []
    for name in ("fragments", "clusters"):
        strings += [_swift_literal(body) for body in re.findall(r'"((?:[^"\\]|\\.)*)"', _array(source, name))]
    for name in ("edges", "bidi"):
        strings += [chr(int(value, 16)) for value in re.findall(r"0x([0-9A-Fa-f]+)", _array(source, name))]
    if len(strings) < 100:
        raise SystemExit(f"{SOURCE}: only {len(strings)} hostile strings read; has the file changed shape?")
    return strings + TRIPWIRES


def texts(count):
    """The corpus cut into `count` texts, each ending with a tripwire, so every string is in one."""
    strings = corpus()
    size = -(-len(strings) // count)
    chunks = [strings[index:index + size] for index in range(0, len(strings), size)]
    return ["x" + "".join(chunk) + TRIPWIRES[index % len(TRIPWIRES)] for index, chunk in enumerate(chunks)]


def documents():
    """Wire documents with hostile text in every text a model shows: name -> document."""
    t = texts(6)
    return {
        "hostile-message": {"type": "statusMessage", "version": 1, "model": {
            "kind": "success", "text": t[0], "duration": 4000,
            "action": {"title": t[1], "action": "draft.restore"}}},
        "hostile-message-error": {"type": "statusMessage", "version": 1, "model": {
            "kind": "error", "text": t[2], "duration": 9000}},
        "hostile-alert": {"type": "alert", "version": 1, "model": {
            "kind": "suggestion", "title": t[3], "message": t[4],
            "recovery": {"action": "draft.delete", "name": t[5], "style": "destructive"}}},
        "hostile-action-sheet": {"type": "actionSheet", "version": 1, "model": {
            "title": t[5], "message": t[0],
            "choices": [{"action": "draft.save", "name": t[1], "style": "nondestructive"},
                        {"action": "draft.discard", "name": t[2], "style": "destructive"}]}},
        "hostile-trickle": {"type": "trickleProgress", "version": 1, "model": {
            "label": t[3], "phase": "running", "value": 0.05, "seed": "7",
            "configuration": {"cap": 0.9, "graceTimeMilliseconds": 0, "initialValue": 0.05,
                              "maximumIncrement": 0.15, "maximumIntervalMilliseconds": 2000,
                              "minimumIncrement": 0.05, "minimumIntervalMilliseconds": 500,
                              "minimumShowTimeMilliseconds": 0}}},
    }
