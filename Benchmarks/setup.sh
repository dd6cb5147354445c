#!/usr/bin/env bash
# Installs the Debian packages the benchmarks need, only those that are missing:
# ICU 72 and libunibreak (the P1 baselines, linked by the C shims).
set -euo pipefail

missing=()
for package in libicu-dev libunibreak-dev; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ "${#missing[@]}" -eq 0 ]; then
    exit 0
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
fi
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}"
