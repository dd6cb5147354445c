#!/usr/bin/env bash
# Builds the explorer of event orders as an optimised command (Fuzz/Explore/ExploreCommand.swift with
# the stand-ins of Tests/StandIns, SplitMix64 and the core) and runs it, for runs longer than the
# bounded ones `swift test` makes:
#
#   scripts/explore.sh FEATURE SEQUENCES [FIRST-SEED] [LENGTH]     # FEATURE: text-view or list
#
# EXPLORE_CORE=DIR builds against the core's sources in DIR instead of Sources/GrowingTextCore, into
# EXPLORE_OUT (default .build-explore, ignored by git): scripts/mutate.py runs mutants that way.
# EXPLORE_SHIMS=DIR adds DIR's Swift files to the stand-ins' module: Fuzz/ExploreOlderCore gives an
# older core what the stand-ins need of it (Fuzz/README.md, "The explorer of event orders"). Each
# module is rebuilt only when one of its sources is newer than it. Exit status 1: a finding no known
# finding matches was seen.
set -euo pipefail
cd "$(dirname "$0")/.."
core=${EXPLORE_CORE:-Sources/GrowingTextCore}
out=${EXPLORE_OUT:-.build-explore}
mkdir -p "$out"
flags=(-O -g -swift-version 6 -package-name GrowingText -parse-as-library -I "$out" -L "$out")

# Builds module $1 as a static library from the sources that follow, unless it is newer than all of them.
module() {
    local name=$1
    shift
    local library="$out/lib$name.a"
    if [[ -f $library ]] && [[ -z $(find "$@" -newer "$library" -name '*.swift' | head -1) ]]; then
        return
    fi
    local files
    mapfile -t files < <(find "$@" -name '*.swift' | sort)
    swiftc "${flags[@]}" -emit-library -static -emit-module -module-name "$name" \
        -emit-module-path "$out/$name.swiftmodule" -o "$library" "${files[@]}"
}
module GrowingTextCore "$core"
module TestSupport Tests/TestSupport/SplitMix64.swift
# The stand-ins the explorer runs, not those of the SwiftUI editor, the keyboard or the composer: an
# older core (d8b51ef, say) then builds as long as the text view's and the list's surfaces match.
mapfile -t sources < <(find Tests/StandIns Fuzz/Explore -name '*.swift' \
    -not -name 'Editor*' -not -name 'Keyboard*' -not -name 'Docking*' -not -name 'SwiftUIVariant.swift' | sort)
if [[ -n ${EXPLORE_SHIMS:-} ]]; then
    mapfile -t -O "${#sources[@]}" sources < <(find "$EXPLORE_SHIMS" -name '*.swift' | sort)
fi
binary="$out/explore"
if [[ ! -f $binary ]] || [[ -n $(find "${sources[@]}" "$out/libGrowingTextCore.a" "$out/libTestSupport.a" \
    -newer "$binary" | head -1) ]]; then
    swiftc "${flags[@]}" -lGrowingTextCore -lTestSupport -module-name UIKitStandIns -o "$binary" "${sources[@]}"
fi
exec "$binary" "$@"
