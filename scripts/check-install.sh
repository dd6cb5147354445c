#!/usr/bin/env bash
# Checks a growtext installed by scripts/install.sh as a user would meet it: run from another
# directory with an empty environment (no Swift toolchain on PATH, no LD_LIBRARY_PATH), linked to no
# library of the toolchain, with its man page and completions in place, and the README's prompt
# example working in a real terminal (tmux).
#
# Usage: scripts/check-install.sh PREFIX
set -euo pipefail
prefix="$(cd "${1:?usage: check-install.sh PREFIX}" && pwd)"
cd "$(dirname "$0")/.."
growtext="$prefix/bin/growtext"
version=$(scripts/check-version.sh --print)
work=$(mktemp -d)
socket="growtext-install-check-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir "$work/home"
bare() { (cd "$work" && env -i PATH=/usr/bin:/bin HOME="$work/home" "$@"); }
expect() {  # expect WHAT ACTUAL EXPECTED
    [[ "$2" == "$3" ]] || { printf 'check-install: %s: got\n%s\nexpected\n%s\n' "$1" "$2" "$3" >&2; exit 1; }
}

expect "--version" "$(bare "$growtext" --version)" "$version"
expect "resolve" "$(bare "$growtext" resolve --content-height 100 --line-height 20 --max-lines 4)" \
    '{"contentOffsetY":0,"height":80,"scrolls":true,"visibleLines":4}'
expect "measure" "$(printf 'Hello, wide world' | bare "$growtext" measure --width 10 --max-lines 3 --json)" \
    '{"lines": ["Hello, ", "wide world"], "lineCount": 2, "visibleLines": 2, "scrolls": false}'

# Nothing from the toolchain: no Swift runtime, Foundation or ICU library, and nothing under its directory.
toolchain="$(dirname "$(dirname "$(command -v swift)")")"
libraries=$(ldd "$growtext")
if grep -Eq "not found|$toolchain|libswift|Foundation|ICU|libdispatch|BlocksRuntime" <<< "$libraries"; then
    printf 'check-install: %s needs libraries of the toolchain (%s):\n%s\n' "$growtext" "$toolchain" "$libraries" >&2
    exit 1
fi

# The oldest glibc and libstdc++ the binary runs with, as docs/install.md states them: no symbol it
# imports may carry a newer version.
newest() {  # newest PREFIX: the newest version of the symbols the binary imports from PREFIX_*
    objdump -T "$growtext" | grep -oE "\(${1}_[0-9.]+\)" | tr -d '()' | sed "s/^${1}_//" | sort -V | tail -1
}
for pair in GLIBC:2.35 GLIBCXX:3.4.29; do
    name=${pair%%:*} stated=${pair#*:}
    grep -q "\`${name}_${stated}\`" docs/install.md || { echo "check-install: docs/install.md does not state ${name}_$stated" >&2; exit 1; }
    needed=$(newest "$name")
    if [[ "$(printf '%s\n%s\n' "$needed" "$stated" | sort -V | tail -1)" != "$stated" ]]; then
        printf 'check-install: %s needs %s_%s, newer than the %s_%s docs/install.md states\n' \
            "$growtext" "$name" "$needed" "$name" "$stated" >&2
        exit 1
    fi
done

cmp "$prefix/share/man/man1/growtext.1" man/growtext.1
bash -c "source '$prefix/share/bash-completion/completions/growtext' && complete -p growtext" > /dev/null
grep -q "^#compdef growtext" "$prefix/share/zsh/site-functions/_growtext"
grep -q "complete -c 'growtext'" "$prefix/share/fish/vendor_completions.d/growtext.fish"

# The README's prompt example, from another directory, with only the installed bin on PATH.
cat > "$work/example.sh" <<SCRIPT
msg=\$(growtext prompt --placeholder "Commit message" --max-lines 6) && printf '%s' "\$msg" > message
echo \$? > status
exec sleep 60
SCRIPT
tmux -L "$socket" -f /dev/null new-session -d -x 60 -y 10 \
    "cd '$work' && env -i PATH='$prefix/bin:/usr/bin:/bin' HOME='$work/home' TERM=xterm-256color sh example.sh"
for _ in $(seq 100); do
    tmux -L "$socket" capture-pane -p | grep -q "Commit message" && break
    sleep 0.1
done
tmux -L "$socket" send-keys -l "Fix the caret"
tmux -L "$socket" send-keys M-Enter
tmux -L "$socket" send-keys -l "at the maximum"
tmux -L "$socket" send-keys Enter
for _ in $(seq 100); do
    [[ -s "$work/status" ]] && break
    sleep 0.1
done
expect "the README's prompt example (status)" "$(cat "$work/status" 2>/dev/null)" "0"
expect "the README's prompt example (message)" "$(cat "$work/message")" $'Fix the caret\nat the maximum'
echo "check-install: growtext $version in $prefix runs on its own"
