#!/usr/bin/env bash
# Instructions per operation for every benchmark scenario, counted by valgrind's callgrind: the same
# numbers on a loaded machine as on an idle one (for the same binary), unlike wall-clock times.
# Needs valgrind. Takes a few minutes. Usage: Benchmarks/instructions.sh [P1|P2|P3]...
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product bench-run >/dev/null
binary="$(mktemp)"
trap 'rm -f "$binary"' EXIT
# valgrind 3.19 cannot read the DWARF 5 debug info Swift writes; the symbols stay.
strip --strip-debug -o "$binary" "$(swift build -c release --show-bin-path)/bench-run"

instructions() {  # total instructions of a run, optionally only inside functions matching $1
    local toggle=()
    if [ -n "$1" ]; then toggle=(--toggle-collect="$1"); fi
    shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "${toggle[@]}" "$binary" "$@" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

collected() {  # instructions between bench-run's callgrind_toggle_collect() calls
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --instr-atstart=no --collect-atstart=no \
        "$binary" "$@" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

sections=" ${*:-P1 P2 P3} "
wants() { [[ "$sections" == *" $1 "* ]]; }

if wants P1; then
echo "P1: instructions per pass over the 128 KiB corpus ((11 passes - 1 pass) / 10)"
for corpus in mixed no-thai flag-free; do
    for engine in ours ours-collected icu icu-utf8 libunibreak; do
        if [ "$engine" = libunibreak ] && [ "$corpus" != flag-free ]; then continue; fi
        one=$(instructions "" linebreak "$engine" "$corpus" 1)
        eleven=$(instructions "" linebreak "$engine" "$corpus" 11)
        echo "  $corpus $engine: $(( (eleven - one) / 10 ))"
    done
done

fi

if wants P2; then
echo "P2: instructions per keystroke (edit + relayout + height + caret), mean of ${KEYSTROKES:=20}"
for text in ${TEXTS:-paragraph 10KB 10MB paragraph10MB}; do
    for edit in insert backspace enter join; do
        total=$(collected edit "$text" "$edit" "$KEYSTROKES")
        echo "  $text $edit: $(( total / KEYSTROKES ))"
    done
done

fi

if wants P3; then
echo "P3: instructions per height change + anchor correction, 10,000 changes"
for count in 1000 1000000; do
    total=$(instructions '*RowsFixture*changeHeightAndRestoreAnchor*' rows "$count" 10000)
    echo "  RowHeights, $count rows: $(( total / 10000 ))"
    total=$(instructions '*NaiveRowsFixture*changeHeightAndRestoreAnchor*' naive-rows "$count" 100)
    echo "  naive prefix sum, $count rows: $(( total / 100 ))"
done
total=$(instructions '*RandomRowsFixture*changeHeightAndRestoreAnchor*' random-rows 1000000 10000)
echo "  RowHeights, a random row each change, 1000000 rows: $(( total / 10000 ))"
echo "P3: 1,000 rows re-measured + one anchor correction, 1,000,000 rows, per pass of 10"
total=$(instructions '*BatchRowsFixture*remeasureInOne*' batch-rows 1000000 10)
echo "  one batch (setMeasuredHeights): $(( total / 10 ))"
total=$(instructions '*BatchRowsFixture*remeasureOneBy*' one-by-one-rows 1000000 10)
echo "  one by one (setMeasuredHeight): $(( total / 10 ))"
fi
