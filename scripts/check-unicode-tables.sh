#!/usr/bin/env bash
# Checks the vendored Unicode data (Data/Unicode) against its recorded digests, and fails when the
# committed Unicode tables differ from what scripts/generate-unicode-tables.py makes of that data.
# Needs only python3 and coreutils: no Debian package.
set -euo pipefail
cd "$(dirname "$0")/.."

(cd Data/Unicode && sha256sum --check --quiet SHA256SUMS)

committed=Sources/GrowingTextLayout/Unicode/UnicodeTables.generated.swift
generated="$(mktemp)"
trap 'rm -f "$generated"' EXIT

python3 scripts/generate-unicode-tables.py --output "$generated"
if ! diff -q "$committed" "$generated" >/dev/null; then
    echo "error: $committed is not what scripts/generate-unicode-tables.py generates;" >&2
    echo "run: python3 scripts/generate-unicode-tables.py --output $committed" >&2
    diff "$committed" "$generated" | head -20 >&2
    exit 1
fi
echo "Unicode tables are current."
