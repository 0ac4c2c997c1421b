#!/usr/bin/env bash
# Builds the benchmark package and runs every benchmark once, one operation each: proves the harness
# (and that every peer still writes Anshin's bytes), times nothing. Prints a line per benchmark and
# `benchmarks: N passed, 0 failed`; exits non-zero if any suite fails or any benchmark gives no result.
#
# Each suite's executable runs on its own, which runs all of its benchmarks in one process (about
# 8 s for the four). The benchmark plugin (`swift package benchmark`) starts a process for each
# benchmark, which took about 170 s for the same work, so it runs one suite here, to prove that
# path too.
set -euo pipefail
cd "$(dirname "$0")"

work="$(mktemp -d "${TMPDIR:-/tmp}/anshin-smoke.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# Everything in release, as the plugin builds it; size.sh and memory.sh then reuse the build.
if ! swift build -c release > "$work/build.log" 2>&1; then
    tail -n 60 "$work/build.log" >&2
    echo "benchmarks: the release build failed" >&2
    exit 1
fi

export ANSHIN_BENCHMARK_SMOKE=1
for suite in HTML JSON Text StateMachines; do
    status=0
    ".build/release/$suite" > "$work/$suite.log" 2>&1 || status=$?
    if [ "$status" -ne 0 ]; then
        tail -n 60 "$work/$suite.log" >&2
        echo "benchmarks: the $suite suite failed (exit $status)" >&2
        exit "$status"
    fi
done
status=0
swift package benchmark --target StateMachines --no-progress > "$work/plugin.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
    tail -n 60 "$work/plugin.log" >&2
    echo "benchmarks: the plugin's run failed (exit $status)" >&2
    exit "$status"
fi

# A benchmark passed when its name is followed by its wall-clock results: "Debug results for NAME:"
# then "Time (wall clock):" from a suite's own run, "NAME [PEER]" then a "│ Time (wall clock)" table
# row from the plugin's.
python3 - "$work"/HTML.log "$work"/JSON.log "$work"/Text.log "$work"/StateMachines.log "$work"/plugin.log <<'PY'
import re, sys
passed, failed = 0, 0
for path in sys.argv[1:]:
    plugin = path.endswith("plugin.log")
    in_file = 0
    current = None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        start = re.match(r"^(\S+ .+ \[.+\])$", line) if plugin else re.match(r"^Debug results for (.+):$", line)
        if start:
            if current is not None:
                print(f"FAIL {current}")
                failed += 1
            current = start.group(1)
        elif current is not None and line.startswith("│ Time (wall clock)" if plugin else "Time (wall clock):"):
            print(f"ok   {current}{' (plugin)' if plugin else ''}")
            passed += 1
            in_file += 1
            current = None
    if current is not None:
        print(f"FAIL {current}")
        failed += 1
    if in_file == 0:
        print(f"FAIL no benchmark ran in {path}")
        failed += 1
print(f"benchmarks: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY

# The callgrind driver of instructions.sh (built above): every operation run once on every item.
for who in core.presentation html.anshin html.anshin.string html.plot html.mustache html.floor \
    html.anshin.page html.anshin.string.page html.plot.page html.mustache.page html.floor.page json.anshin \
    json.foundationModel json.foundationMirror json.floor json.decode.anshin json.decode.foundationModel \
    json.decode.foundationMirror text.plain text.plain.string text.spoken text.floor statusBoard.postExpire; do
    .build/release/InstructionCounts "$who" 1 > /dev/null
done
echo "instruction counts: every operation ran on $(.build/release/InstructionCounts list | wc -l) items"
