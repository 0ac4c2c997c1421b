#!/usr/bin/env bash
# Builds each library module's DocC catalog from its symbol graph, without the docc plugin, and
# fails on any warning (a broken ``Symbol`` link included).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(Anshin AnshinText AnshinJSON AnshinHTML AnshinFoundation AnshinHTTP AnshinTesting)
# The compiler writes a module's graph only when it rebuilds the module, so the folder is kept
# between runs; the per-module folders that docc reads are made anew.
all_graphs=.build/symbol-graphs/all
mkdir -p "$all_graphs"
for module in "${modules[@]}"; do
    swift build --scratch-path .build/docs --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$all_graphs" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public -Xswiftc -emit-extension-block-symbols \
        > /dev/null
done
for module in "${modules[@]}"; do
    catalog="Sources/$module/Documentation.docc"
    if [ ! -d "$catalog" ]; then
        echo "$module: no documentation catalog at $catalog" >&2
        exit 1
    fi
    graphs=".build/symbol-graphs/$module"
    rm -rf "$graphs"
    mkdir -p "$graphs"
    cp "$all_graphs/$module.symbols.json" "$graphs/"
    find "$all_graphs" -name "$module@*.symbols.json" -exec cp {} "$graphs/" \;
    docc convert "$catalog" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.anshin.$module" \
        --output-path ".build/$module.doccarchive" --transform-for-static-hosting --hosting-base-path "$module" \
        --warnings-as-errors > ".build/docc-$module.log" 2>&1 || { cat ".build/docc-$module.log" >&2; exit 1; }
    echo "$module: documentation built at .build/$module.doccarchive"
done
