#!/usr/bin/env bash
# tmux, for the interactive test of `arbiter session` (tests/session.rs drives it on a
# terminal tmux opens): Debian bookworm's tmux, pinned to TMUX_VERSION. Installed through
# apt-get only when missing; a pin the archive no longer has falls back to its current
# tmux, said on stderr.
set -euo pipefail
TMUX_VERSION="3.3a-3"

if ! command -v tmux >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    if apt-get install -y -qq "tmux=$TMUX_VERSION" >/dev/null 2>&1; then
        echo "tmux.sh: tmux $TMUX_VERSION installed" >&2
    else
        echo "tmux.sh: tmux $TMUX_VERSION is no longer in the archive; installing its current tmux" >&2
        apt-get install -y -qq tmux >/dev/null
    fi
fi
echo "tmux.sh: $(dpkg-query -W -f='tmux ${Version}' tmux 2>/dev/null || tmux -V)" >&2
