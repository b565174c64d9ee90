#!/usr/bin/env bash
# npm run test:any-day: the unit and end-to-end suites on a shifted clock (docs/testing.md, Any
# day, any zone). Each run starts the machine's clock (libfaketime, Debian's `faketime`, for this
# command and everything it starts: Node, the simulators, the browsers) one minute before a date
# turns, in a zone on one side of the date line: the last minute of a leap day in UTC+14 and of
# a year in UTC-10, so a run crosses midnight, the month and the year while it plays. Extra
# arguments choose the suites (default: test:unit test:e2e).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v faketime >/dev/null; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y -qq faketime >/dev/null; else
    echo "faketime is missing: sudo apt-get install -y faketime (Debian's libfaketime)" >&2
    exit 2
  fi
fi
suites=("$@")
[ "${#suites[@]}" -gt 0 ] || suites=(test:unit test:e2e)
runs=(
  'Pacific/Kiritimati|2028-02-29 23:59:00'
  'America/Adak|2026-12-31 23:59:00'
)
for run in "${runs[@]}"; do
  zone="${run%%|*}"
  start="${run#*|}"
  for suite in "${suites[@]}"; do
    echo "== $suite from $start in $zone" >&2
    # An offset from now, not a start time ('@'): libfaketime starts an '@' clock anew in each
    # process, so a browser launched a minute in would be a minute behind the simulator.
    offset=$(($(TZ="$zone" date -d "$start" +%s) - $(date +%s)))
    TZ="$zone" faketime -f "+${offset}" npm run --silent "$suite"
  done
done
