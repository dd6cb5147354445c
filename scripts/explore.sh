#!/usr/bin/env bash
# Builds the explorer of event orders as an optimised command (Fuzz/Explore/ExploreCommand.swift with
# the stand-ins of Tests/StandIns, SplitMix64 and the core) and runs it, for runs longer than the
# bounded ones `swift test` makes:
#
#   scripts/explore.sh FEATURE SEQUENCES [FIRST-SEED] [LENGTH]     # FEATURE: text-view or list
#
# EXPLORE_CORE=DIR builds against the core's sources in DIR instead of Sources/GrowingTextCore, into
# EXPLORE_OUT (default .build-explore, ignored by git): scripts/mutate.sh runs mutants that way. Each
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
    swiftc "${flags[@]}" -emit-library -static -emit-module -module-name "$name" \
        -emit-module-path "$out/$name.swiftmodule" -o "$library" \
        $(find "$@" -name '*.swift' | sort)
}
module GrowingTextCore "$core"
module TestSupport Tests/TestSupport/SplitMix64.swift
binary="$out/explore"
if [[ ! -f $binary ]] || [[ -n $(find Tests/StandIns Fuzz/Explore "$out/libGrowingTextCore.a" \
    "$out/libTestSupport.a" -newer "$binary" | head -1) ]]; then
    swiftc "${flags[@]}" -lGrowingTextCore -lTestSupport -module-name UIKitStandIns -o "$binary" \
        $(find Tests/StandIns Fuzz/Explore -name '*.swift' | sort)
fi
exec "$binary" "$@"
