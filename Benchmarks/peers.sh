#!/usr/bin/env bash
# growtext notes beside micro, nano and vim on the same text, in the same run: the time to the first
# frame, the time a keystroke takes to show, and the peak resident memory, for 10 MB and 50 MB of
# multilingual prose as one note, as many notes (one per paragraph), and as a plain text file (what
# the other editors open: the same bytes). Installs micro, nano and vim from Debian's packages when
# they are missing; builds growtext as scripts/install.sh does (release, static standard library).
#
# Each editor runs in a tmux window of 80 x 24. The first frame is the moment `tmux capture-pane`
# first shows the text's first characters, counted from the command that opens the window; a
# keystroke is a character typed at the start of the text until the screen shows it (vim in insert
# mode), typed right after the first frame (growtext is then still laying out the note); peak memory
# is `/usr/bin/time -v`'s "Maximum resident set size" of a run that opens the file, waits until all of
# it is loaded (growtext: laid out) and quits without typing. Times include tmux's own work (a poll
# costs a few milliseconds on a busy machine), the same for every editor.
#
# Usage: Benchmarks/peers.sh [runs (3)] [sizes in MB (10 50)]
#   GROWTEXT=path/to/growtext uses that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")"
export LC_ALL=C.UTF-8
runs="${1:-3}"
sizes="${2:-10 50}"

missing=()
for package in micro nano vim tmux time; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if ((${#missing[@]} > 0)); then
    sudo=()
    [[ "$(id -u)" -ne 0 ]] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}"
fi

if [[ -z "${GROWTEXT:-}" ]]; then
    build=(swift build -c release --package-path .. --scratch-path ../.build-peers --product growtext)
    build+=(--static-swift-stdlib)
    "${build[@]}" >&2
    GROWTEXT="$("${build[@]}" --show-bin-path)/growtext"
fi
if [[ ! -x "$GROWTEXT" ]]; then
    echo "peers.sh: $GROWTEXT is not an executable file" >&2
    exit 1
fi
swift build -c release --product notes-run >&2
notes_run="$(swift build -c release --show-bin-path)/notes-run"

work="$(mktemp -d)"
mkdir -p "$work/micro"
session="peers-$$"
tmux -L "$session" new-session -d -s "$session" -x 80 -y 24
cleanup() {
    tmux -L "$session" kill-server 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

now_ms() { echo $(($(date +%s%N) / 1000000)); }
screen() { tmux -L "$session" capture-pane -p -t "$session:editor" 2>/dev/null || true; }
# Polls the editor's window until its screen holds $1, at most $2 ms; prints the ms waited.
wait_for() {
    local start deadline
    start=$(now_ms)
    deadline=$((start + $2))
    until screen | grep -qF -- "$1"; do
        if ! tmux -L "$session" list-windows -t "$session" -F '#{window_name}' | grep -qx editor; then
            echo "the editor's window closed before showing '$1'" >&2
            cat "$work/time.txt" >&2 2>/dev/null || true
            return 1
        fi
        if (($(now_ms) > deadline)); then
            echo "timeout waiting for '$1'" >&2
            screen >&2
            return 1
        fi
    done
    echo $(($(now_ms) - start))
}
# Opens the editor's window running $@ under /usr/bin/time -v; prints the ms to its first frame.
open_editor() {
    local start
    start=$(now_ms)
    tmux -L "$session" new-window -d -t "$session" -n editor \
        "exec /usr/bin/time -v -o $work/time.txt $*"
    wait_for "$marker" 60000 >/dev/null || return 1
    echo $(($(now_ms) - start))
}
# Quits without saving (growtext saves: it runs on a copy). An unmodified buffer asks nothing, so
# the answer to "save?" is sent only to an editor still running.
close_editor() {
    local editor="$1"
    local keys=(C-q)
    case "$editor" in
        vim) keys=(Escape ':q!' Enter) ;;
        nano) keys=(C-x) ;;
    esac
    tmux -L "$session" send-keys -t "$session:editor" "${keys[@]}"
    if [[ "$editor" == nano || "$editor" == micro ]]; then
        sleep 0.3
        tmux -L "$session" send-keys -t "$session:editor" n 2>/dev/null || true
    fi
    while tmux -L "$session" list-windows -t "$session" -F '#{window_name}' | grep -qx editor; do
        sleep 0.05
    done
    # /usr/bin/time writes its report as the editor exits.
    while ! grep -q 'Maximum resident' "$work/time.txt" 2>/dev/null; do sleep 0.05; done
}
peak_kb() { sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt"; }
median() { tr ' ' '\n' | grep . | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

command_for() {
    local editor="$1" size="$2"
    case "$editor" in
        vim) echo "vim -n -i NONE $work/prose$size.txt" ;;
        nano) echo "nano $work/prose$size.txt" ;;
        micro) echo "micro -config-dir $work/micro $work/prose$size.txt" ;;
        growtext-one) echo "$GROWTEXT notes --width-model per-code-point $work/run.json" ;;
        growtext-many) echo "$GROWTEXT notes --width-model per-code-point $work/run.json" ;;
    esac
}
prepare_file() {
    local editor="$1" size="$2"
    case "$editor" in
        growtext-one) cp "$work/note$size.json" "$work/run.json" ;;
        growtext-many) cp "$work/notes$size.json" "$work/run.json" ;;
    esac
}

printf '%-14s %5s %14s %16s %12s\n' editor MB "first frame ms" "keystroke ms" "peak MB"
for size in $sizes; do
    bytes=$((size * 1024 * 1024))
    "$notes_run" generate-text "$work/prose$size.txt" "$bytes" >/dev/null
    "$notes_run" generate-note "$work/note$size.json" "$bytes" >/dev/null
    "$notes_run" generate-notes "$work/notes$size.json" "$bytes" >/dev/null
    # The text's first characters: every editor shows them on its first frame.
    first_line="$(head -n 1 "$work/prose$size.txt")"
    marker="${first_line:0:7}"
    for editor in growtext-one growtext-many micro nano vim; do
        frames=()
        keys=()
        peaks=()
        for ((run = 0; run < runs; run++)); do
            # Opening, then every keystroke typed at once (growtext still laying out a long note).
            prepare_file "$editor" "$size"
            frame="$(open_editor "$(command_for "$editor" "$size")")"
            frames+=("$frame")
            [[ "$editor" == vim ]] && tmux -L "$session" send-keys -t "$session:editor" i
            typed=""
            for letter in Q W E R T; do
                typed+="$letter"
                start=$(now_ms)
                tmux -L "$session" send-keys -t "$session:editor" -l "$letter"
                wait_for "$typed$marker" 60000 >/dev/null
                keys+=($(($(now_ms) - start)))
            done
            close_editor "$editor"
            # Memory: opened, loaded in full, closed without a keystroke.
            prepare_file "$editor" "$size"
            open_editor "$(command_for "$editor" "$size")" >/dev/null
            if [[ "$editor" == growtext* ]]; then
                while screen | grep -q 'laying out'; do sleep 0.05; done
            fi
            close_editor "$editor"
            peaks+=("$(peak_kb)")
        done
        printf '%-14s %5s %14s %16s %12s\n' "$editor" "$size" \
            "$(echo "${frames[*]}" | median) (${frames[*]})" \
            "$(echo "${keys[*]}" | median)" \
            "$(($(echo "${peaks[*]}" | median) / 1024))"
    done
done
