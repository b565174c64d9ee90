#!/usr/bin/env bash
# Runs npm scripts side by side (tsc and ESLint are one core each; this machine has two) and
# fails when any of them fails, after all have finished. Usage: parallel.sh script...
set -u
pids=()
for script in "$@"; do
  npm run --silent "$script" &
  pids+=("$!")
done
status=0
for pid in "${pids[@]}"; do
  wait "$pid" || status=1
done
exit "$status"
