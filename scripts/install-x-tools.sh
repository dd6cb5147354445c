#!/usr/bin/env bash
# Installs what the xterm end-to-end tests (PromptDragXtermEndToEndTests) run on: an X server in
# memory (Debian's xvfb), xterm, and xdotool to type and resize its window; each only when missing
# (apt-get, with sudo when not root). Without them those tests skip, except under CI=true, where
# they fail: .ci/run calls this script before `swift test`.
#
# Usage: scripts/install-x-tools.sh
set -euo pipefail

missing=()
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v xterm >/dev/null || missing+=(xterm)
command -v xdotool >/dev/null || missing+=(xdotool)
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=()
[[ "$(id -u)" -ne 0 ]] && sudo=(sudo)
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
for tool in Xvfb xterm xdotool; do
    command -v "$tool" >/dev/null || { echo "install-x-tools: $tool is still missing" >&2; exit 1; }
done
