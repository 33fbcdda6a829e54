#!/usr/bin/env bash
# The browser tests' parts (tests/browser/, run by scripts/test.d/browser.sh):
#  - Debian's chromium, pinned to CHROMIUM_VERSION. The bookworm security archive replaces
#    chromium versions as it patches them and drops the old ones, so when the pin is no
#    longer in the archive this installs the archive's current chromium instead and says
#    which version it got (the tests drive it through the DevTools protocol, which
#    playwright-core speaks across Chromium versions).
#  - playwright-core from npm, the exact version of tests/browser/package-lock.json
#    (`npm ci`), under $ARBITER_TOOLS/browser. Its own browser download is never used
#    (`npx playwright install` cannot work here): the tests launch /usr/bin/chromium.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
tools="${ARBITER_TOOLS:-$root/.tools}"
CHROMIUM_VERSION="156.0.8078.114-1~deb12u1"

if ! command -v chromium >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    if apt-get install -y -qq "chromium=$CHROMIUM_VERSION" "chromium-common=$CHROMIUM_VERSION" >/dev/null 2>&1; then
        echo "browser.sh: chromium $CHROMIUM_VERSION installed" >&2
    else
        echo "browser.sh: chromium $CHROMIUM_VERSION is no longer in the archive; installing its current chromium" >&2
        apt-get install -y -qq chromium >/dev/null
    fi
fi
echo "browser.sh: $(dpkg-query -W -f='chromium ${Version}' chromium 2>/dev/null || chromium --version)" >&2

dest="$tools/browser"
mkdir -p "$dest"
if ! cmp -s "$root/tests/browser/package-lock.json" "$dest/package-lock.json" || [ ! -d "$dest/node_modules/playwright-core" ]; then
    cp "$root/tests/browser/package.json" "$root/tests/browser/package-lock.json" "$dest/"
    (cd "$dest" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
fi
echo "browser.sh: playwright-core $(node -p "require('$dest/node_modules/playwright-core/package.json').version")" >&2
