#!/usr/bin/env bash
# What linking the package adds to an executable: three small programs built in release and stripped —
# one that links nothing of the package (SizeEmpty), one that builds every model and its presentation
# with the core alone (SizeCore), and one that also renders each as an HTML fragment, an HTML page and
# a JSON document and decodes one (SizeFull). Prints each size and the growth over the empty one, and
# exits 1 when SizeFull grows by more than LIMIT bytes (default 1.2 MB, the target of issue 23).
#
# Usage: bash Benchmarks/size.sh [LIMIT_BYTES]
set -euo pipefail
cd "$(dirname "$0")"
limit="${1:-1200000}"
# The benchmark package's own build folder: the release build of the library the benchmarks made is
# reused (same flags), which saved CI about 80 s; ANSHIN_SIZE_SCRATCH names another.
scratch="${ANSHIN_SIZE_SCRATCH:-.build}"
for product in SizeEmpty SizeCore SizeFull; do
    swift build -c release --product "$product" --scratch-path "$scratch" > /dev/null
done
work="$(mktemp -d "${TMPDIR:-/tmp}/anshin-size.XXXXXX")"
trap 'rm -rf "$work"' EXIT
declare -A size
for product in SizeEmpty SizeCore SizeFull; do
    strip -o "$work/$product" "$scratch/release/$product"
    size[$product]=$(stat -c %s "$work/$product")
done
growth_core=$((size[SizeCore] - size[SizeEmpty]))
growth_full=$((size[SizeFull] - size[SizeEmpty]))
printf '| program | stripped size | growth over the empty program |\n|---|---:|---:|\n'
printf '| SizeEmpty | %d | – |\n' "${size[SizeEmpty]}"
printf '| SizeCore (the core alone) | %d | %d |\n' "${size[SizeCore]}" "$growth_core"
printf '| SizeFull (core, HTML and JSON) | %d | %d |\n' "${size[SizeFull]}" "$growth_full"
if [ "$growth_full" -gt "$limit" ]; then
    echo "size: SizeFull grows by $growth_full bytes, more than the limit of $limit"
    exit 1
fi
echo "size: SizeFull grows by $growth_full bytes (limit $limit)"
