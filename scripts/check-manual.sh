#!/usr/bin/env bash
# Lints man/growtext.1 and checks how it renders at 80 columns: mdoc with no warning from mandoc's
# linter (`mandoc -T lint -W warning`) nor from groff (`groff -mdoc -ww -z`), non-ASCII text shown
# (the "÷" of `breaks`, which the manual's generator once dropped), key tables whose long
# descriptions wrap under the description's column, and the prompt's exit statuses listed.
# Installs the Debian package mandoc when it is missing (apt-get, with sudo when not root).
#
# Usage: scripts/check-manual.sh
set -euo pipefail
cd "$(dirname "$0")/.."
page=man/growtext.1

if ! command -v mandoc >/dev/null; then
    sudo=()
    [[ "$(id -u)" -ne 0 ]] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq mandoc >/dev/null
fi

mandoc -T lint -W warning "$page"
groff_warnings=$(groff -mdoc -ww -z -Tutf8 "$page" 2>&1)
[[ -z "$groff_warnings" ]] || { echo "check-manual: groff warns:" >&2; echo "$groff_warnings" >&2; exit 1; }

# What a reader sees in an 80-column terminal, bold and underline (backspace overstrikes) removed.
rendered=$(mandoc -T utf8 -O width=80 "$page" | sed 's/.\x08//g')
fail() { echo "check-manual: $page at 80 columns: $1" >&2; exit 1; }
grep -q "positions marked ÷ in" <<<"$rendered" || fail "the ÷ of breaks is missing"
grep -q '{"text": "…", "lines": \["…"\]}' <<<"$rendered" || fail "the … of --output json is missing"
grep -Eq '^ {30,}delete the word before the caret$' <<<"$rendered" \
    || fail "a long key row's description does not wrap under the description column"
grep -Eq '^ {30,}--history entry; elsewhere as listed' <<<"$rendered" \
    || fail "a key row's continuation is not under the description column"
prompt=$(sed -n '/^ *prompt  *Read multi-line text/,/^ *resolve /p' <<<"$rendered" | tr -s ' \n' ' ')
for status in "129 ended by SIGHUP" "143 ended by SIGTERM" "130 cancelled"; do
    grep -q "$status" <<<"$prompt" || fail "the prompt's exit status '$status' is not listed"
done
echo "check-manual: $page lints clean and renders its tables and text"
