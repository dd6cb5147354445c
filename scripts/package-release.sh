#!/usr/bin/env bash
# Makes the release archive growtext-VERSION-ARCH-linux.tar.gz: the self-contained binary, the man
# page and the completions, laid out as scripts/install.sh installs them (bin/, share/), with
# README.md, LICENSE and CHANGELOG.md beside them.
#
# Usage: scripts/package-release.sh [--output DIR]   (DIR is dist/ by default)
#
# To install from the archive: tar -xzf growtext-VERSION-ARCH-linux.tar.gz, then
# cp -R growtext-VERSION-ARCH-linux/bin growtext-VERSION-ARCH-linux/share ~/.local/
set -euo pipefail

output="$(dirname "$0")/../dist"
case "${1:-}" in
    --output) output="${2:?--output needs a directory}" ;;
    "") ;;
    *) echo "package-release.sh: unknown argument '$1'" >&2; exit 2 ;;
esac
mkdir -p "$output"
output="$(cd "$output" && pwd)"
cd "$(dirname "$0")/.."
[[ "$(uname -s)" == Linux ]] || { echo "package-release.sh: the archive is for Linux" >&2; exit 2; }

name="growtext-$(scripts/check-version.sh --print)-$(uname -m)-linux"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
scripts/install.sh --prefix "$stage/$name"
cp README.md LICENSE CHANGELOG.md "$stage/$name/"
tar -C "$stage" --owner=0 --group=0 --numeric-owner --sort=name -czf "$output/$name.tar.gz" "$name"
echo "$output/$name.tar.gz"
