#!/usr/bin/env bash
# The independent engines that `arbiter conformance --engine …` is tested against, at pinned
# versions (docs/engines.md):
#   - python-chess (PyPI `chess`) in a virtual environment under $ARBITER_TOOLS/venv;
#   - chess.js (npm) under $ARBITER_TOOLS/chess.js, from adapters/chess.js/package-lock.json;
#   - Stockfish (Debian's `stockfish`), through apt-get.
# Idempotent: each part is skipped when the pinned version is already there.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tools="${ARBITER_TOOLS:-$root/.tools}"
mkdir -p "$tools"

PYTHON_CHESS=1.11.2
STOCKFISH=15.1-4

# python-chess
venv="$tools/venv"
if ! "$venv/bin/python" -c "import chess, sys; sys.exit(chess.__version__ != '$PYTHON_CHESS')" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "chess==$PYTHON_CHESS"
fi
echo "engines: python-chess $("$venv/bin/python" -c 'import chess; print(chess.__version__)')" >&2

# chess.js, exactly as locked in adapters/chess.js/package-lock.json
js="$tools/chess.js"
mkdir -p "$js"
if ! cmp -s "$root/adapters/chess.js/package-lock.json" "$js/package-lock.json" || [ ! -d "$js/node_modules/chess.js" ]; then
    cp "$root/adapters/chess.js/package.json" "$root/adapters/chess.js/package-lock.json" "$js/"
    (cd "$js" && npm ci --silent --no-audit --no-fund)
fi
echo "engines: chess.js $(node -e "console.log(require('$js/node_modules/chess.js/package.json').version)")" >&2

# Stockfish
installed="$(dpkg-query -W -f='${Version}' stockfish 2>/dev/null || true)"
if [ "$installed" != "$STOCKFISH" ]; then
    export DEBIAN_FRONTEND=noninteractive
    if ! apt-get install -y -qq "stockfish=$STOCKFISH" >/dev/null 2>&1; then
        apt-get update -qq >/dev/null
        if ! apt-get install -y -qq "stockfish=$STOCKFISH" >/dev/null; then
            echo "WARNING: engines: stockfish $STOCKFISH is not available; installing the version the archive has" >&2
            echo "WARNING: engines: the README's table was measured with stockfish $STOCKFISH" >&2
            apt-get install -y -qq stockfish >/dev/null
        fi
    fi
fi
echo "engines: stockfish $(dpkg-query -W -f='${Version}' stockfish)" >&2
