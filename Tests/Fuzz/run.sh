#!/usr/bin/env bash
# Runs each libFuzzer target for a bounded time and fails on any crash, hang or out-of-memory.
#
# Usage: Tests/Fuzz/run.sh [SECONDS_PER_TARGET] [BUILD_DIR]   (defaults: 60, .build-fuzz)
# The seed corpora in Tests/Fuzz/Corpus are read, never written: new inputs go to a scratch copy, and
# a crashing input is saved as BUILD_DIR/artifacts/crash-* (and printed in Base64).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
out="${2:-.build-fuzz}"

Tests/Fuzz/build.sh "$out" > /dev/null
mkdir -p "$out/artifacts"

# The Swift runtime's own backtracer would race libFuzzer's signal handler (and can hang under ASan).
export SWIFT_BACKTRACE=enable=no
# fuzz TARGET: runs one target and prints what it tried, or the end of its log; fails on a finding.
fuzz() {
    local target="$1"
    local corpus="Tests/Fuzz/Corpus/${target%Fuzzer}"
    local scratch="$out/corpus/$target"
    mkdir -p "$scratch"
    local options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
        -artifact_prefix="$out/artifacts/$target-")
    if [[ $target == DecoderFuzzer ]]; then options+=(-dict=Tests/Fuzz/Corpus/decoder.dict -max_len=16384); fi
    local log="$out/$target.log"
    if "$out/$target" "${options[@]}" "$scratch" "$corpus" > "$log" 2>&1; then
        local runs time
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
        time=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -n 1)
        echo "fuzz: $target: ${runs:-?} executions in ${time:-?} s, no crash (corpus: $(ls "$scratch" | wc -l) inputs)"
    else
        echo "fuzz: $target FAILED; the end of its log ($log):"
        tail -n 60 "$log"
        return 1
    fi
}

# The targets run side by side, a core each; their reports are printed in order once both ended.
targets=(DecoderFuzzer HTMLFuzzer)
pids=()
for target in "${targets[@]}"; do
    fuzz "$target" > "$out/$target.report" &
    pids+=($!)
done
status=0
for index in "${!targets[@]}"; do
    wait "${pids[$index]}" || status=1
    cat "$out/${targets[$index]}.report"
done
exit $status
