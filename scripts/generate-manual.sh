#!/usr/bin/env bash
# Writes man/growtext.1, the manual of growtext, from the commands' own help: swift-argument-parser's
# generate-manual plugin runs `growtext --experimental-dump-help` and turns it into mdoc.
#
# Usage: scripts/generate-manual.sh [--check]
#   --check  write nothing; exit 1 when man/growtext.1 differs from what the help makes (CI runs this).
#
# The page is dated with the newest CHANGELOG.md entry (not today, so it is the same on every run) and
# names the version in its footer. scripts/manual-postprocess.py touches what the plugin writes: `.Pp`
# for blank lines, "growtext VERSION" in `.Os`, the non-ASCII characters the plugin drops put back,
# the key tables made tag lists.
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
case "${1:-}" in
    --check) check=true ;;
    "") ;;
    *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

version=$(scripts/check-version.sh --print)
date=$(sed -n 's/^## [0-9][0-9.]* - \([0-9-]*\)$/\1/p' CHANGELOG.md | head -1)
[[ -n "$date" ]] || { echo "no dated entry (## VERSION - YYYY-MM-DD) in CHANGELOG.md" >&2; exit 1; }

# The debug configuration reuses the build of `swift build`/`swift test` (the plugin builds every
# product first); the page does not depend on the configuration.
if ! log=$(swift package generate-manual --configuration debug --date "$date" 2>&1); then
    echo "$log" >&2
    exit 1
fi
generated=.build/plugins/GenerateManual/outputs/growtext/growtext.1
help_json=$(mktemp)
trap 'rm -f "$help_json"' EXIT
"$(swift build --configuration debug --show-bin-path)/growtext" --experimental-dump-help > "$help_json"
page=$(scripts/manual-postprocess.py "$version" "$help_json" < "$generated")

if $check; then
    if [[ "$page" != "$(cat man/growtext.1)" ]]; then
        echo "man/growtext.1 differs from the commands' help: run scripts/generate-manual.sh" >&2
        diff <(printf '%s\n' "$page") man/growtext.1 >&2 || true
        exit 1
    fi
else
    printf '%s\n' "$page" > man/growtext.1
    echo "wrote man/growtext.1 (growtext $version, $date)"
fi
