#!/usr/bin/env bash
# The peak resident memory of `growtext notes` opening a file, laying all of it out, typing one
# letter and saving with Ctrl+S: `VmHWM` of the running process once the note is laid out, then
# once the save is done. Runs on a copy of FILE in a tmux window of 80 x 24.
#
# Usage: Benchmarks/save-peak.sh GROWTEXT FILE
#   FILE from `notes-run generate-note` or `generate-notes` (e.g. 67108864 bytes).
set -euo pipefail
binary="$1"
file="$2"
work="$(mktemp -d)"
cp "$file" "$work/run.json"
session="save-peak-$$"
cleanup() {
    tmux -L "$session" kill-server 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
screen() { tmux -L "$session" capture-pane -p -t "$session" 2>/dev/null || true; }

tmux -L "$session" new-session -d -s "$session" -x 80 -y 24 \
    "exec $binary notes --width-model per-code-point $work/run.json"
pid="$(tmux -L "$session" list-panes -t "$session" -F '#{pane_pid}')"
sleep 1
while screen | grep -q 'laying out'; do sleep 0.2; done
sleep 0.5
laid_out="$(sed -n 's/VmHWM:\s*//p' "/proc/$pid/status")"
tmux -L "$session" send-keys -t "$session" -l x
sleep 0.3
tmux -L "$session" send-keys -t "$session" C-s
sleep 1
while screen | grep -qi 'saving'; do sleep 0.2; done
sleep 2
saved="$(sed -n 's/VmHWM:\s*//p' "/proc/$pid/status")"
tmux -L "$session" send-keys -t "$session" C-q
echo "laid out: $laid_out, after the save: $saved"
