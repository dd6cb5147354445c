#!/usr/bin/env bash
# The release version is written once, in Sources/GrowingTextTerminal/GrowingTextRelease.swift
# (`growtext --version` prints it). This checks that everything else that names it agrees:
# the newest CHANGELOG.md entry, every SwiftPM line for GrowingText in README.md and the DocC
# articles, every release archive name in README.md and docs/, and the man page's footer.
#
# Usage: scripts/check-version.sh           check (CI runs this); exit 1 naming each disagreement
#        scripts/check-version.sh --print   print the version
set -euo pipefail
cd "$(dirname "$0")/.."

source_file=Sources/GrowingTextTerminal/GrowingTextRelease.swift
version=$(sed -n 's/^ *package static let version = "\([^"]*\)"$/\1/p' "$source_file")
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "$source_file: no MAJOR.MINOR.PATCH version" >&2; exit 1; }
if [[ "${1:-}" == "--print" ]]; then
    echo "$version"
    exit 0
fi

failures=0
fail() { echo "version $version: $*" >&2; failures=$((failures + 1)); }

newest=$(sed -n 's/^## \([0-9][0-9.]*\) - [0-9-]*$/\1/p' CHANGELOG.md | head -1)
[[ "$newest" == "$version" ]] || fail "CHANGELOG.md's newest entry is '${newest:-none}'"

# Every `.package(url: …GrowingText…, from: "X")` must name the version, and README.md and the DocC
# catalogs must each have one (a reworded line must not turn the check into one that cannot fail).
docc=$(find Sources -path '*.docc/*.md' | sort)
for file in README.md $docc; do
    while IFS= read -r line; do
        [[ "$line" == *"from: \"$version\""* ]] || fail "$file: $line"
    done < <(grep -o '\.package(url: "[^"]*GrowingText[^"]*", from: "[^"]*")' "$file" || true)
done
grep -q "GrowingText.git\", from: \"$version\"" README.md || fail "README.md has no SwiftPM line for it"
# shellcheck disable=SC2086
grep -q "GrowingText.git\", from: \"$version\"" $docc || fail "no DocC article has a SwiftPM line for it"

while IFS= read -r name; do
    [[ "$name" == *":growtext-$version-"* ]] || fail "${name%%:*} names the archive ${name#*:}"
done < <(grep -o 'growtext-[0-9][0-9.]*-[a-z0-9_]*-linux' README.md docs/*.md || true)

grep -qx "\.Os growtext $version" man/growtext.1 || fail "man/growtext.1 is not for it (scripts/generate-manual.sh)"

exit $((failures > 0))
