#!/usr/bin/env bash
# Instructions of each `growtext notes` scenario on the generated 7.6 MB file of 20,000 notes, from
# one callgrind run of `notes-run all` (inclusive cost of each NotesFixture function; the two
# resizes are one line, typing is 100 keystrokes). The baseline (every note measured) makes the run
# take about 5 minutes under valgrind. Usage: Benchmarks/notes-instructions.sh [scratch path]
set -euo pipefail
cd "$(dirname "$0")"
scratch="${1:-.build-bench}"
swift build -c release --scratch-path "$scratch" --product notes-run >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 debug info Swift writes; the symbols stay.
strip --strip-debug -o "$work/notes-run" "$scratch/release/notes-run"
"$work/notes-run" generate "$work/notes.json"
valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/notes-run" all "$work/notes.json" >/dev/null 2>&1
callgrind_annotate --inclusive=yes "$work/out" | swift demangle --simplified \
    | grep -E '^ *[0-9,]+ .*\?\?\?:(static )?NotesFixture\.(openAndDrawFirstFrame|buildListAndDrawFirstFrame|measureEveryNote|resize|jumpTo|typeCharacter|save)' \
    | sed -E 's/ \[.*//; s/\?\?\?://'
