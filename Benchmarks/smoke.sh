#!/usr/bin/env bash
# Builds the benchmark package and runs every benchmark once, one operation each: proves the harness
# (and that every peer still writes Anshin's bytes), times nothing. Prints a line per benchmark and
# `benchmarks: N passed, 0 failed`; exits non-zero if any suite fails or any benchmark gives no result.
set -euo pipefail
cd "$(dirname "$0")"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

status=0
ANSHIN_BENCHMARK_SMOKE=1 swift package benchmark --no-progress >"$log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
    tail -n 60 "$log" >&2
    echo "benchmarks: the run failed (exit $status)" >&2
    exit "$status"
fi

# A benchmark passed when its name is followed by its results table.
python3 - "$log" <<'PY'
import re, sys
names, passed, failed = [], 0, 0
current = None
for line in open(sys.argv[1], encoding="utf-8"):
    line = line.rstrip("\n")
    if re.match(r"^\S+ .+ \[.+\]$", line):
        if current is not None:
            print(f"FAIL {current}")
            failed += 1
        current = line
    elif current is not None and line.startswith("│ Time (wall clock)"):
        print(f"ok   {current}")
        passed += 1
        current = None
if current is not None:
    print(f"FAIL {current}")
    failed += 1
if passed == 0:
    failed += 1
print(f"benchmarks: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY

# The callgrind driver of instructions.sh: built, and every operation run once on every item.
swift build -c release --product InstructionCounts > /dev/null
for who in core.presentation html.anshin html.anshin.string html.plot html.mustache html.floor \
    html.anshin.page html.anshin.string.page html.plot.page html.mustache.page html.floor.page json.anshin \
    json.foundationModel json.foundationMirror json.floor json.decode.anshin json.decode.foundationModel \
    json.decode.foundationMirror text.plain text.plain.string text.spoken text.floor statusBoard.postExpire; do
    .build/release/InstructionCounts "$who" 1 > /dev/null
done
echo "instruction counts: every operation ran on $(.build/release/InstructionCounts list | wc -l) items"
