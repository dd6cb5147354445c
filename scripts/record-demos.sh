#!/usr/bin/env bash
# Regenerates the README's pictures, docs/demos/prompt.svg and docs/demos/notes.svg: animated SVGs of
# the real growtext (installed by scripts/install.sh into .build-tools/prefix), driven by
# scripts/record-demo.py in a pseudo-terminal and rendered by termtosvg (from PyPI, installed into
# .build-tools/venv; .build-tools/ is ignored by git). Each recording takes about half a minute.
#
# Usage: scripts/record-demos.sh
set -euo pipefail
cd "$(dirname "$0")/.."

tools=.build-tools
if [[ ! -x "$tools/venv/bin/termtosvg" ]]; then
    python3 -m venv "$tools/venv"
    "$tools/venv/bin/pip" install --quiet termtosvg==1.1.0
fi
scripts/install.sh --prefix "$tools/prefix"

mkdir -p docs/demos
for demo in prompt notes; do
    PATH="$PWD/$tools/prefix/bin:$PATH" python3 scripts/record-demo.py "$demo" "$tools/$demo.cast"
    # Frames shorter than 40 ms are merged and pauses capped at 2.5 s; 4 s before each loop.
    "$tools/venv/bin/termtosvg" render "$tools/$demo.cast" "docs/demos/$demo.svg" \
        --template window_frame --min-frame-duration 40 --max-frame-duration 2500 --loop-delay 4000 > /dev/null
    echo "docs/demos/$demo.svg"
done
