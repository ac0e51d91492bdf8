#!/usr/bin/env bash
# Makes .venv with the test tooling from PyPI (pytest, Pillow for screenshots, kiwisolver for the
# differential solver test), only when something is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    if ! "$python" -m venv .venv 2>/dev/null; then
        # Debian's own python3 keeps venv in a separate package.
        rm -rf .venv
        sudo=""
        [ "$(id -u)" -ne 0 ] && sudo="sudo"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends python3-venv python3-pip >/dev/null
        "$python" -m venv .venv
    fi
fi
if ! .venv/bin/python -c "import pytest, PIL, kiwisolver" 2>/dev/null; then
    .venv/bin/python -m pip install -q --disable-pip-version-check pytest pillow kiwisolver
fi
