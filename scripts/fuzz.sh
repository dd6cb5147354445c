#!/usr/bin/env bash
# Builds and runs a libFuzzer target: Fuzz/NAMEFuzz.swift compiled together with the sources of GrowingTextCore and GrowingTextLayout.
#
#   scripts/fuzz.sh NAME [libFuzzer options...]   e.g. scripts/fuzz.sh Layout   (builds Fuzz/LayoutFuzz.swift) -runs=10000000
#
# A target defines `@_cdecl("LLVMFuzzerTestOneInput")` and checks the invariants itself (trapping on a
# violation). Binaries and the corpus go under .build-fuzz/ (ignored); crashers land in fuzz-artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?usage: scripts/fuzz.sh NAME [libFuzzer options...]}
shift
out=.build-fuzz
mkdir -p "$out/corpus-$name" fuzz-artifacts
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 \
    -module-name "Fuzz$name" \
    -o "$out/fuzz-$name" \
    $(find Sources/GrowingTextCore Sources/GrowingTextLayout -name '*.swift' | sort) "Fuzz/${name}Fuzz.swift"
exec "$out/fuzz-$name" -artifact_prefix=fuzz-artifacts/ "$out/corpus-$name" "$@"
