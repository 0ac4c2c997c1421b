#!/usr/bin/env bash
# Builds the DocC catalog of every documented module with warnings as errors.
#
# Uses the toolchain's `docc` directly (no swift-docc-plugin): each module's symbol graph is
# emitted by `swift build`, then `docc convert` turns the module's catalog and symbol graph into
# `.build/<Module>.doccarchive`. Any DocC warning, such as a broken ``Symbol`` link, fails the
# script with a non-zero exit status.
#
# Usage (from anywhere inside the package): Scripts/build-docs.sh
set -euo pipefail

# The modules that have a catalog at Sources/<Module>/Documentation.docc.
MODULES=(Anshin)

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$PWD"
SCRATCH=".build/docs"

for M in "${MODULES[@]}"; do
    echo "==> Building the symbol graph of $M"
    RAW=".build/symbol-graphs/raw/$M"   # everything swiftc emits, dependencies included
    SG=".build/symbol-graphs/$M"        # only this module's symbol graphs
    rm -rf "$RAW" "$SG"
    mkdir -p "$RAW" "$SG"
    # swiftc writes symbol graphs only when it emits the module, and an up-to-date build emits
    # nothing (so a second run would find no graph): remove the module's built interface (not its
    # dependencies') so that every run emits it again, with a fresh symbol graph.
    BIN="$(swift build --scratch-path "$SCRATCH" --show-bin-path)"
    rm -rf "$BIN/Modules/$M.swiftmodule" "$BIN/$M.swiftmodule"
    swift build --scratch-path "$SCRATCH" --target "$M" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$ROOT/$RAW" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public -Xswiftc -emit-extension-block-symbols

    # A module's folder also receives its dependencies' symbol graphs: keep only M's own.
    shopt -s nullglob
    graphs=("$RAW/$M.symbols.json" "$RAW/$M"@*.symbols.json)
    shopt -u nullglob
    if [[ ! -f "$RAW/$M.symbols.json" ]]; then
        echo "error: swift build wrote no symbol graph for $M in $RAW" >&2
        exit 1
    fi
    cp "${graphs[@]}" "$SG/"

    OUTPUT=".build/$M.doccarchive"
    echo "==> Converting the $M catalog"
    rm -rf "$OUTPUT"
    docc convert "Sources/$M/Documentation.docc" --additional-symbol-graph-dir "$SG" \
        --fallback-display-name "$M" --fallback-bundle-identifier "org.anshin.$M" \
        --output-path "$OUTPUT" --transform-for-static-hosting --hosting-base-path "$M" \
        --warnings-as-errors
    echo "==> Wrote $ROOT/$OUTPUT"
done
