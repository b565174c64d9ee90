#!/usr/bin/env bash
# Runs lanes of npm scripts side by side, one lane per core (tsc, ESLint and Prettier are one core
# each; this machine has two), and fails when any script fails, after all have finished. A lane is
# one argument, its scripts joined by commas and run in turn, each even when one before it failed.
# Usage: parallel.sh lane... (e.g. parallel.sh test:lint test:types,test:format)
set -u
lane() {
  local status=0 script
  IFS=',' read -ra scripts <<<"$1"
  for script in "${scripts[@]}"; do
    npm run --silent "$script" || status=1
  done
  return "$status"
}
pids=()
for arg in "$@"; do
  lane "$arg" &
  pids+=("$!")
done
status=0
for pid in "${pids[@]}"; do
  wait "$pid" || status=1
done
exit "$status"
