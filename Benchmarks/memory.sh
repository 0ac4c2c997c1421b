#!/usr/bin/env bash
# Resident memory stays flat over a million renders with ten thousand distinct localizers: builds
# MemoryCheck in release and runs it (RENDERS renders, default 1,000,000). It prints resident memory
# after the first 10,000 renders and after the last, and exits 1 when it grew by more than 5 MB.
#
# Usage: bash Benchmarks/memory.sh [RENDERS]
set -euo pipefail
cd "$(dirname "$0")"
# The benchmark package's own build folder: the release build of the library the benchmarks made is
# reused (same flags), which saved CI about 80 s; ANSHIN_SIZE_SCRATCH names another.
scratch="${ANSHIN_SIZE_SCRATCH:-.build}"
swift build -c release --product MemoryCheck --scratch-path "$scratch" > /dev/null
"$scratch/release/MemoryCheck" "${1:-1000000}"
