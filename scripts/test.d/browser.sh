#!/usr/bin/env bash
# Browser tests (tests/browser/run.js): the HTML rulebook and the `arbiter serve` page in
# Debian's chromium, driven by playwright-core (both installed by scripts/setup.d/browser.sh).
# Screenshots and a printed PDF go to $CARGO_TARGET_DIR/browser-artefacts (target/ by
# default). Without the parts: fails under ARBITER_REQUIRE_TOOLS=1, else skips and says so.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
export ARBITER_TOOLS="${ARBITER_TOOLS:-$root/.tools}"
target="${CARGO_TARGET_DIR:-$root/target}"
if ! command -v chromium >/dev/null 2>&1 || [ ! -d "$ARBITER_TOOLS/browser/node_modules/playwright-core" ]; then
    if [ "${ARBITER_REQUIRE_TOOLS:-0}" = "1" ]; then
        echo "browser tests: chromium or playwright-core is missing (run scripts/setup)" >&2
        exit 1
    fi
    echo "browser tests skipped: run scripts/setup" >&2
    exit 0
fi
cargo build --quiet --bin arbiter
node tests/browser/run.js "$target/debug/arbiter" "$target/browser-artefacts"
