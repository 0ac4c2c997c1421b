#!/usr/bin/env bash
# Hardening: hostile text through every front end, hostile wire-format input, oversize input to the
# tool, long seeded property runs, libFuzzer, and the whole test suite under AddressSanitizer and
# ThreadSanitizer.
#
# Usage: Tests/Hardening/run.sh
#
# Environment:
#   ANSHIN_CHECKERS_PYTHON  the Python with html5lib (default .venv-checkers/bin/python; make one with
#                           python3 -m venv .venv-checkers && .venv-checkers/bin/pip install html5lib==1.1)
#   ANSHIN_FUZZ_SECONDS     how long each fuzz target runs (default 60)
#   ANSHIN_HARDENING_SEED   replaces every property test's base seed, to replay a reported failure
#   ANSHIN_TSAN_TARGETS     the test targets ThreadSanitizer builds and runs (default ConcurrencyTests:
#                           the drivers' and ManualClock's tests; "all" runs the whole suite)
#
# Every stage is bounded with `timeout`. The script prints what each stage tried, a summary, and last
# `hardening: N passed, M failed`; it exits 1 when a stage failed. Build products go to .build (the
# normal build, reused), .build-fuzz, .build-asan and .build-tsan.
set -euo pipefail
cd "$(dirname "$0")/../.."

python="${ANSHIN_CHECKERS_PYTHON:-.venv-checkers/bin/python}"
fuzz_seconds="${ANSHIN_FUZZ_SECONDS:-60}"
work="$(mktemp -d "${TMPDIR:-/tmp}/anshin-hardening.XXXXXX")"
trap 'rm -rf "$work"' EXIT

passed=0
failed=0
results=()
started=$SECONDS

# stage NAME MINUTES COMMAND...: runs the command with a time limit, its output in $work/NAME.log.
stage() {
    local name="$1" minutes="$2"
    shift 2
    local log="$work/$name.log" begin=$SECONDS status=0
    printf '\n=== hardening: %s ===\n' "$name"
    timeout --kill-after=30 "$((minutes * 60))" "$@" > "$log" 2>&1 || status=$?
    local took=$((SECONDS - begin))
    grep -E '^(hardening-count|html5lib|json|check_hostile|fuzz|oversize):' "$log" | sed 's/^hardening-count: /  /; t; s/^/  /' || true
    if [[ $status -eq 0 ]]; then
        passed=$((passed + 1))
        results+=("passed  ${took}s  $name")
        echo "  passed in ${took}s"
    else
        failed=$((failed + 1))
        if [[ $status -eq 124 || $status -eq 137 ]]; then
            results+=("FAILED  ${took}s  $name (timed out after $minutes min)")
        else
            results+=("FAILED  ${took}s  $name (exit $status)")
        fi
        echo "  FAILED (exit $status) in ${took}s; the end of its log:"
        tail -n 80 "$log" | sed 's/^/  | /'
    fi
}

# A sanitizer run must also be free of sanitizer reports, whatever the exit status says.
sanitized() {
    # It runs in a child bash (under `timeout`), which does not inherit this script's options.
    set -o pipefail
    local sanitizer="$1"
    shift
    local status=0
    # The suite's own counts are the normal suite's here: keep them out of the summary.
    "$@" 2>&1 | sed 's/^hardening-count: /counted: /' | tee "$work/$sanitizer.out" || status=$?
    if grep -q "ERROR: AddressSanitizer\|WARNING: ThreadSanitizer\|ERROR: LeakSanitizer" "$work/$sanitizer.out"; then
        echo "$sanitizer reported a problem"
        return 1
    fi
    grep -E '^✔ Test run with|^✘ Test run with' "$work/$sanitizer.out" | sed "s/^/hardening-count: $sanitizer: /" || true
    return $status
}

# 1. The debug build the normal CI made (built here when missing).
stage build 30 swift build --build-tests

# 1b. Oversize and unreadable input to the anshin tool: a 5 GiB sparse file, and the same through a
#     pipe and a FIFO, with the bytes read and the peak memory measured; /dev/null, a directory, a
#     socket, an unreadable file (a few seconds).
stage "oversize and unreadable input to anshin" 5 bash Tests/Hardening/oversize.sh

# 2. Long seeded runs and hostile cases: 1,000,000 status board operations, 20,000 trickle runs,
#    100,000 invalid trickle configurations, 50,000 dialogs and error screens, 100,000 random hostile
#    strings and every curated payload through every front end (written for step 3), every
#    mutation and truncation of every fixture document. The concurrent driver test is not among
#    them: these long runs hold both threads of the tasks' pool for minutes, and it timed out waiting
#    for one; it runs in the normal suite and under both sanitizers (step 5).
stage "property and hostile tests" 30 env ANSHIN_HARDENING=1 ANSHIN_HOSTILE_OUT="$work/hostile" \
    swift test --skip-build --filter \
    'StatusBoardPropertyTests|TrickleProgressPropertyTests|DialogPropertyTests|HostileOutputTests|HostileInputTests'

# 3. The independent checker: html5lib and Python's json on every hostile case of step 2.
if [[ -x "$python" ]] && "$python" -c 'import html5lib' 2> /dev/null; then
    swift run --skip-build anshin script --out "$work/script.js"
    stage "independent HTML and JSON checker" 20 "$python" Tests/Conformance/check_hostile.py "$work/hostile" \
        --script "$work/script.js"
else
    printf '\n=== hardening: independent HTML and JSON checker ===\n'
    echo "  FAILED: $python is not a Python with html5lib (set ANSHIN_CHECKERS_PYTHON)"
    failed=$((failed + 1))
    results+=("FAILED  0s  independent HTML and JSON checker (no Python with html5lib)")
fi
rm -rf "$work/hostile"

# 4. libFuzzer with AddressSanitizer: the decoder and the HTML renderer, each for $fuzz_seconds.
stage "fuzzing (${fuzz_seconds} s per target)" 30 Tests/Fuzz/run.sh "$fuzz_seconds" .build-fuzz

# 5. The whole suite under AddressSanitizer (LeakSanitizer included), then ThreadSanitizer on the
#    tests of the code that shares state between tasks (the ConcurrencyTests target): the two drivers
#    (and the Task.wakingUp they sleep with) and ManualClock, the concurrent driver test among them.
#    Everything else in Sources is values that Swift 6's checking keeps out of data races (no
#    @unchecked Sendable, no unsafe code: .ci/check-architecture.py), so the rest of the suite under
#    ThreadSanitizer could find nothing more. ANSHIN_TEST_TARGETS makes the package declare that
#    target alone (Package.swift), so this build compiles the libraries and those tests, not the whole
#    suite (about 50 s rather than 4 min); ANSHIN_TSAN_TARGETS=all runs everything. The package's
#    tests are all Swift Testing: XCTest is left out, whose own runner leaks a few objects at exit. The
#    builds keep their own folders, so later runs rebuild only what changed. ThreadSanitizer reads
#    Tests/Sanitizers/tsan.supp, which hides the reports it makes inside AnshinTesting's ManualClock,
#    whose Synchronization.Mutex it cannot see on Linux (the file says why).
export work
export -f sanitized
stage "test suite under AddressSanitizer" 40 \
    bash -c 'sanitized asan swift test --sanitize=address --scratch-path .build-asan --disable-xctest'
tsan_targets="${ANSHIN_TSAN_TARGETS:-ConcurrencyTests}"
tsan_declares=()
if [[ $tsan_targets != all ]]; then tsan_declares=(ANSHIN_TEST_TARGETS="$tsan_targets"); fi
stage "tests under ThreadSanitizer ($tsan_targets)" 40 \
    env "${tsan_declares[@]}" \
    TSAN_OPTIONS="halt_on_error=1 suppressions=$PWD/Tests/Sanitizers/tsan.supp ${TSAN_OPTIONS:-}" \
    bash -c 'sanitized tsan swift test --sanitize=thread --scratch-path .build-tsan --disable-xctest'

printf '\n=== hardening: summary (%d s in all) ===\n' "$((SECONDS - started))"
for result in "${results[@]}"; do echo "  $result"; done
echo "hardening: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
