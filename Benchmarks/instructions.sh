#!/usr/bin/env bash
# Instructions per operation, counted by callgrind: repeatable whatever the machine's load, unlike
# wall times. Builds Benchmarks/Sources/InstructionCounts in release, runs each operation on every
# benchmark item ITERATIONS times (default 100) inside one function, counts only inside it, and
# prints Markdown tables of instructions per operation with the ratios.
#
# Usage: bash Benchmarks/instructions.sh [ITERATIONS]     (needs valgrind: apt-get install valgrind)
set -euo pipefail
cd "$(dirname "$0")"
# Swift seeds its hashing per process, so a dictionary lookup probes more or fewer slots from one run
# to the next (about ±1.5% on an item); a fixed seed makes every count repeatable.
export SWIFT_DETERMINISTIC_HASHING=1
iterations="${1:-100}"
scratch="${ANSHIN_INSTRUCTIONS_SCRATCH:-.build-instructions}"
swift build -c release --product InstructionCounts --scratch-path "$scratch" > /dev/null
# Valgrind cannot read the Swift compiler's newest DWARF forms: count on a copy without debug info
# (it keeps the symbols callgrind needs), next to the original for its libraries.
binary="$scratch/release/InstructionCounts-symbols"
objcopy --strip-debug "$scratch/release/InstructionCounts" "$binary"
work="$(mktemp -d "${TMPDIR:-/tmp}/anshin-instructions.XXXXXX")"
trap 'rm -rf "$work"' EXIT

operations=(core.presentation html.anshin html.anshin.string html.plot html.mustache html.floor
    html.anshin.page html.anshin.string.page html.plot.page html.mustache.page html.floor.page
    json.anshin json.foundationModel json.foundationMirror json.floor json.decode.anshin
    json.decode.foundationModel json.decode.foundationMirror text.plain text.plain.string text.spoken text.floor)
"$binary" list > "$work/items"
for who in "${operations[@]}"; do
    mkdir -p "$work/$who"
    while read -r item; do
        # Collect only inside countedLoop: setup and start-up are left out.
        valgrind --tool=callgrind --toggle-collect='*countedLoop*' --callgrind-out-file="$work/$who/$item" \
            "$binary" "$who" "$iterations" "$item" > /dev/null 2>&1
    done < "$work/items"
    echo "counted $who" >&2
done
# The status board at 1, 100, 10,000 and 100,000 live messages: an expiry and a post per operation
# (postExpire), and a post that merges into a message anywhere on the board (postMerge).
for board_operation in statusBoard.postExpire statusBoard.postMerge; do
    mkdir -p "$work/$board_operation"
    for size in 1 100 10000 100000; do
        valgrind --tool=callgrind --toggle-collect='*countedLoop*' \
            --callgrind-out-file="$work/$board_operation/live=$size" \
            "$binary" "$board_operation" "$iterations" "live=$size" > /dev/null 2>&1
    done
    echo "counted $board_operation" >&2
done

# AnshinHTTP: negotiating a browser's header pair, and the example servers' whole answer for
# GET /errors/forbidden in Japanese (negotiation, a fresh screen, header fields and body).
mkdir -p "$work/http"
valgrind --tool=callgrind --toggle-collect='*countedLoop*' --callgrind-out-file="$work/http/negotiate" \
    "$binary" http.negotiate "$iterations" > /dev/null 2>&1
for format in json problem html htmlLinked; do
    valgrind --tool=callgrind --toggle-collect='*countedLoop*' --callgrind-out-file="$work/http/$format" \
        "$binary" http.answer "$iterations" "$format" > /dev/null 2>&1
done
echo "counted http" >&2

python3 - "$work" "$iterations" "${operations[@]}" <<'PYTHON'
import os, re, sys

work, iterations, operations = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
items = [line.strip() for line in open(os.path.join(work, "items")) if line.strip()]
counts = {}
for who in operations:
    for item in items:
        text = open(os.path.join(work, who, item)).read()
        match = re.search(r"^(?:totals|summary): (\d+)", text, re.M)
        if not match or int(match.group(1)) == 0:
            sys.exit(f"{who} {item}: no instructions counted")
        counts[(who, item)] = int(match.group(1)) / iterations

def k(n):
    return f"{n / 1000:.1f} k" if n >= 1000 else f"{n:.0f}"

def ratio(a, b):
    return f"{a / b:.1f}×"

print(f"Instructions per operation (callgrind, {iterations} operations per item, release build)\n")
print("#### The presentation alone (`presentation(in:)`, built and freed)\n")
print("| item | instructions |")
print("|---|---:|")
for item in items:
    print(f"| {item} | {k(counts[('core.presentation', item)])} |")
for layout, suffix in (("fragment", ""), ("page", ".page")):
    print(f"\n#### HTML {layout}\n")
    print("| item | Anshin | Anshin `String` | Plot | mustache | floor | Plot ÷ Anshin | mustache ÷ Anshin | Anshin ÷ floor |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for item in items:
        a, s_, p, m, f = (counts[(w + suffix, item)] for w in
                          ("html.anshin", "html.anshin.string", "html.plot", "html.mustache", "html.floor"))
        print(f"| {item} | {k(a)} | {k(s_)} | {k(p)} | {k(m)} | {k(f)} | {ratio(p, a)} | {ratio(m, a)} | {ratio(a, f)} |")
print("\n#### JSON encode\n")
print("| item | Anshin | JSONEncoder model | JSONEncoder mirror | floor | model ÷ Anshin | mirror ÷ Anshin | Anshin ÷ floor |")
print("|---|---:|---:|---:|---:|---:|---:|---:|")
for item in items:
    a, m, r, f = (counts[(w, item)] for w in ("json.anshin", "json.foundationModel", "json.foundationMirror", "json.floor"))
    print(f"| {item} | {k(a)} | {k(m)} | {k(r)} | {k(f)} | {ratio(m, a)} | {ratio(r, a)} | {ratio(a, f)} |")
print("\n#### JSON decode\n")
print("| item | Anshin | JSONDecoder model | JSONDecoder mirror | model ÷ Anshin | mirror ÷ Anshin |")
print("|---|---:|---:|---:|---:|---:|")
for item in items:
    a, m, r = (counts[(w, item)] for w in ("json.decode.anshin", "json.decode.foundationModel", "json.decode.foundationMirror"))
    print(f"| {item} | {k(a)} | {k(m)} | {k(r)} | {ratio(m, a)} | {ratio(r, a)} |")
print("\n#### Text\n")
print("| item | plain | plain `String` | spoken | floor (plain) | plain ÷ floor |")
print("|---|---:|---:|---:|---:|---:|")
for item in items:
    p, ps, s_, f = (counts[(w, item)] for w in ("text.plain", "text.plain.string", "text.spoken", "text.floor"))
    print(f"| {item} | {k(p)} | {k(ps)} | {k(s_)} | {k(f)} | {ratio(p, f)} |")
print("\n#### HTTP answers (`HTTPPresenter`, GET /errors/forbidden in Japanese)\n")
print("| operation | instructions |")
print("|---|---:|")
for name, label in (("negotiate", "negotiating `Accept` and `Accept-Language` (a browser's pair)"),
                    ("json", "answer: the wire document"), ("problem", "answer: problem details"),
                    ("html", "answer: an HTML page"),
                    ("htmlLinked", "answer: an HTML page that links the stylesheet and script")):
    text = open(os.path.join(work, "http", name)).read()
    match = re.search(r"^(?:totals|summary): (\d+)", text, re.M)
    if not match or int(match.group(1)) == 0:
        sys.exit(f"http {name}: no instructions counted")
    print(f"| {label} | {k(int(match.group(1)) / iterations)} |")
print("\n#### Status board: an expiry and a post; a post that merges\n")
print("| live messages | expiry and post | merging post |")
print("|---:|---:|---:|")
for size in ("1", "100", "10000", "100000"):
    row = []
    for board_operation in ("statusBoard.postExpire", "statusBoard.postMerge"):
        text = open(os.path.join(work, board_operation, f"live={size}")).read()
        match = re.search(r"^(?:totals|summary): (\d+)", text, re.M)
        if not match or int(match.group(1)) == 0:
            sys.exit(f"{board_operation} live={size}: no instructions counted")
        row.append(k(int(match.group(1)) / iterations))
    print(f"| {int(size):,} | {row[0]} | {row[1]} |")
PYTHON
