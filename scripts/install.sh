#!/usr/bin/env bash
# Builds growtext as a self-contained release binary and installs it with its man page and its bash,
# zsh and fish completions.
#
# Usage: scripts/install.sh [--prefix DIR]        (DIR is ~/.local by default)
#
# Installs DIR/bin/growtext, DIR/share/man/man1/growtext.1,
# DIR/share/bash-completion/completions/growtext, DIR/share/zsh/site-functions/_growtext and
# DIR/share/fish/vendor_completions.d/growtext.fish, and nothing else.
#
# On Linux the binary carries the Swift standard library and FoundationEssentials
# (--static-swift-stdlib) and is stripped, so it runs without the Swift toolchain: it needs only the
# system's libc, libm, libstdc++ and libgcc_s. On macOS the Swift runtime is part of the system.
# The first build takes a minute or two on two cores; later ones only rebuild what changed.
set -euo pipefail

prefix="$HOME/.local"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a directory}"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        -h | --help) sed -n '2,/^set /{/^#/s/^# \{0,1\}//p}' "$0"; exit 0 ;;
        *) echo "install.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
    esac
done
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"
cd "$(dirname "$0")/.."

build=(swift build -c release --product growtext)
[[ "$(uname -s)" == Linux ]] && build+=(--static-swift-stdlib)
echo "Building growtext (release; a minute or two the first time)..." >&2
"${build[@]}" >&2
binary="$("${build[@]}" --show-bin-path)/growtext"

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$binary" "$prefix/bin/growtext"
strip "$prefix/bin/growtext"
install -m 644 man/growtext.1 "$prefix/share/man/man1/growtext.1"
installed="$prefix/bin/growtext"
"$installed" --generate-completion-script bash > "$prefix/share/bash-completion/completions/growtext"
"$installed" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_growtext"
"$installed" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/growtext.fish"

echo "Installed growtext $("$installed" --version) in $prefix (bin, share/man, share/*completion*)." >&2
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "Add $prefix/bin to PATH to run it as growtext (and to let man find its page)." >&2 ;;
esac
