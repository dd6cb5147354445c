#!/usr/bin/env bash
# The differential check of a change to an adapter or a controller (the text view's, or the list's):
# runs the explorer's sequences against the core of a base commit and against the core in the work
# tree, both with the stand-ins of the work tree, and compares every call the adapters made through
# the surface. A refactoring leaves every trace as it was; a behaviour fix shows only the
# differences it intends.
#
#   scripts/trace-diff.sh BASE [SEQUENCES] [FIRST-SEED]   # BASE: a commit; 100000 sequences by default
#
# TRACE_FEATURE=list compares the list's traces (default: text-view). Prints how many sequences'
# traces differ, and the first one's calls side by side (`diff`); exit status 1 when any differ.
# `TRACE_SEED=N scripts/explore.sh trace "$feature" 1` prints one trace.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: scripts/trace-diff.sh BASE [SEQUENCES] [FIRST-SEED]}
sequences=${2:-100000}
first=${3:-1}
feature=${TRACE_FEATURE:-text-view}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git archive "$base" Sources/GrowingTextCore | tar -x -C "$scratch"

EXPLORE_CORE="$scratch/Sources/GrowingTextCore" EXPLORE_OUT=.build-explore-base \
    scripts/explore.sh trace "$feature" "$sequences" "$first" >"$scratch/base.txt"
scripts/explore.sh trace "$feature" "$sequences" "$first" >"$scratch/head.txt"

differing=$(diff <(cat "$scratch/base.txt") "$scratch/head.txt" | grep -c '^>' || true)
echo "$sequences $feature sequences from seed $first: $differing traces differ from $base's"
if [[ $differing -eq 0 ]]; then
    exit 0
fi
seed=$(diff "$scratch/base.txt" "$scratch/head.txt" | grep -m1 '^>' | cut -d' ' -f2 || true)
echo "first differing sequence: seed $seed"
TRACE_SEED=$seed EXPLORE_CORE="$scratch/Sources/GrowingTextCore" EXPLORE_OUT=.build-explore-base \
    scripts/explore.sh trace "$feature" 1 >"$scratch/base-trace.txt"
TRACE_SEED=$seed scripts/explore.sh trace "$feature" 1 >"$scratch/head-trace.txt"
diff "$scratch/base-trace.txt" "$scratch/head-trace.txt" | head -40 || true
exit 1
