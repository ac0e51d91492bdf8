#!/usr/bin/env bash
# Makes .venv with the test tooling from PyPI (pytest, Pillow for screenshots, kiwisolver for the
# differential solver test), only when something is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$python" -m venv .venv
fi
if ! .venv/bin/python -c "import pytest, PIL, kiwisolver" 2>/dev/null; then
    .venv/bin/python -m pip install -q --disable-pip-version-check pytest pillow kiwisolver
fi
