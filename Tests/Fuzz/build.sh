#!/usr/bin/env bash
# Builds the libFuzzer targets under Tests/Fuzz with AddressSanitizer, outside SwiftPM.
#
# SwiftPM cannot link a libFuzzer binary (the fuzzer runtime brings its own `main`), so the package's
# library modules are compiled here with `swiftc` into static libraries, with the same language mode
# and upcoming features as Package.swift, instrumented for coverage (-sanitize=fuzzer) and checked by
# AddressSanitizer; each fuzz target is then linked against them.
#
# Usage: Tests/Fuzz/build.sh [BUILD_DIR]   (default .build-fuzz; prints the built binaries' paths)
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-.build-fuzz}"
mkdir -p "$out"

flags=(
    -swift-version 6
    -package-name Anshin
    -enable-upcoming-feature ExistentialAny
    -enable-upcoming-feature InternalImportsByDefault
    -enable-upcoming-feature MemberImportVisibility
    -warnings-as-errors
    -sanitize=fuzzer,address
    -O -g
    -I "$out" -L "$out"
)

# Builds a library module unless it is newer than its sources, this script and its dependencies.
module() {
    local name="$1"
    shift
    local library="$out/lib$name.a"
    local sources
    mapfile -t sources < <(find "Sources/$name" -name '*.swift' | LC_ALL=C sort)
    if [[ -f "$library" ]]; then
        local dependencies=("${sources[@]}" "$0")
        for dependency in "$@"; do dependencies+=("$out/lib$dependency.a"); done
        local stale=no
        for file in "${dependencies[@]}"; do
            if [[ "$file" -nt "$library" ]]; then stale=yes; fi
        done
        if [[ $stale == no ]]; then return; fi
    fi
    swiftc "${flags[@]}" -parse-as-library -module-name "$name" \
        -emit-module -emit-module-path "$out/$name.swiftmodule" \
        -emit-library -static -o "$library" "${sources[@]}"
}

target() {
    local name="$1"
    local sources
    mapfile -t sources < <(find "Tests/Fuzz/$name" "Tests/Fuzz/Shared" -name '*.swift' | LC_ALL=C sort)
    swiftc "${flags[@]}" -parse-as-library -module-name "$name" \
        -lAnshinJSON -lAnshinHTML -lAnshinText -lAnshin \
        -o "$out/$name" "${sources[@]}" 2> >(grep -v "Cannot export local symbol '__asan" >&2)
    echo "$out/$name"
}

module Anshin
module AnshinJSON Anshin
module AnshinHTML Anshin
module AnshinText Anshin
target DecoderFuzzer
target HTMLFuzzer
