#!/usr/bin/env bash
# Builds and runs a libFuzzer target: Fuzz/NAMEFuzz.swift compiled together with Fuzz/Support/ and the
# sources of GrowingTextCore and GrowingTextLayout, with the invariant checks compiled in.
#
#   scripts/fuzz.sh [--no-asan] NAME [libFuzzer options...]
#   e.g. scripts/fuzz.sh Layout -runs=10000000 -max_len=512
#
# The build is `-O` with `-D GROWINGTEXT_INVARIANT_CHECKS` (Package.swift defines that flag only for
# SwiftPM debug builds, so it must be passed here) and, unless --no-asan is given, AddressSanitizer.
# After an ASan build the script refuses to run a binary whose Swift code is not instrumented (no
# `asan.module_ctor`, which only instrumented objects contain); `scripts/fuzz.sh ASanProbe -runs=1`
# shows ASan stopping on an out-of-bounds read inside the line breaker.
#
# The layout reads GROWINGTEXT_PIECE_LENGTH in such a build: `GROWINGTEXT_PIECE_LENGTH=16 scripts/fuzz.sh
# Layout ...` keeps every paragraph of 32 bytes or more in 16-byte pieces, which inputs of 512 bytes
# reach (64 KB pieces need paragraphs of 128 KB).
#
# A target defines `@_cdecl("LLVMFuzzerTestOneInput")` and checks the invariants itself (trapping on
# a violation). A target whose first line is `// fuzz.sh: with the stand-ins` is built instead as
# scripts/explore.sh builds the explorer of event orders: the core and SplitMix64 as modules, the
# target in the stand-ins' module (Fuzz/ExplorerFuzz.swift). A target with C code
# (Fuzz/NAMEShim/*.c, headers and module map in Fuzz/NAMEShim/include) gets it compiled with clang
# and importable as a module; the module map names the libraries it links. Binaries and the corpus go under .build-fuzz/ (ignored); crashers
# land in fuzz-artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers=fuzzer,address
variant=asan
if [[ ${1:-} == --no-asan ]]; then
    sanitizers=fuzzer
    variant=noasan
    shift
fi
name=${1:?usage: scripts/fuzz.sh [--no-asan] NAME [libFuzzer options...]}
shift
out=.build-fuzz
binary="$out/fuzz-$name-$variant"
mkdir -p "$out/corpus-$name" fuzz-artifacts
shim_flags=()
if [[ -d "Fuzz/${name}Shim" ]]; then
    for source in "Fuzz/${name}Shim"/*.c; do
        object="$out/$name-$(basename "$source" .c)-$variant.o"
        clang -O2 -g "-fsanitize=${sanitizers/fuzzer/fuzzer-no-link}" \
            -I "Fuzz/${name}Shim/include" -c "$source" -o "$object"
        shim_flags+=("$object")
    done
    shim_flags+=(-I "Fuzz/${name}Shim/include")
fi
if head -1 "Fuzz/${name}Fuzz.swift" | grep -q '^// fuzz.sh: with the stand-ins'; then
    # The target runs the explorer of event orders: the core and SplitMix64 as modules, then the
    # stand-ins the explorer runs (as scripts/explore.sh picks them) with the target, all instrumented.
    modules="$out/modules-$variant"
    mkdir -p "$modules"
    flags=(-sanitize="$sanitizers" -use-ld=lld -parse-as-library -O -g -swift-version 6 -package-name GrowingText
        -I "$modules" -L "$modules")
    for module in GrowingTextCore:Sources/GrowingTextCore TestSupport:Tests/TestSupport/SplitMix64.swift; do
        mapfile -t files < <(find "${module#*:}" -name '*.swift' | sort)
        swiftc "${flags[@]}" -D GROWINGTEXT_INVARIANT_CHECKS -emit-library -static -emit-module \
            -module-name "${module%%:*}" -emit-module-path "$modules/${module%%:*}.swiftmodule" \
            -o "$modules/lib${module%%:*}.a" "${files[@]}"
    done
    mapfile -t files < <(find Tests/StandIns -name '*.swift' -not -name 'Editor*' -not -name 'Keyboard*' \
        -not -name 'Docking*' -not -name 'SwiftUIVariant.swift' | sort)
    swiftc "${flags[@]}" -lGrowingTextCore -lTestSupport -module-name UIKitStandIns -o "$binary" \
        "${files[@]}" "Fuzz/${name}Fuzz.swift"
else
    mapfile -t files < <(find Sources/GrowingTextCore Sources/GrowingTextLayout Fuzz/Support -name '*.swift' | sort)
    swiftc -sanitize="$sanitizers" -use-ld=lld -D GROWINGTEXT_INVARIANT_CHECKS -parse-as-library -O -g -swift-version 6 \
        -module-name "Fuzz$name" -package-name GrowingText \
        -o "$binary" \
        "${shim_flags[@]}" \
        "${files[@]}" \
        "Fuzz/${name}Fuzz.swift"
fi
if [[ $variant == asan ]] && ! grep -q 'asan\.module_ctor' <(nm "$binary"); then
    echo "fuzz.sh: $binary is not instrumented by AddressSanitizer" >&2
    exit 1
fi
# libFuzzer, not the Swift runtime's backtracer, must handle a trap, so that it saves the input.
export SWIFT_BACKTRACE=enable=no
exec nice -n 19 "$binary" -artifact_prefix=fuzz-artifacts/ "$out/corpus-$name" "$@"
