#!/usr/bin/env bash
# Everything CI checks, in order of speed: format, lint, types, unit and integration (PGlite, and PostgreSQL
# where one answers on 127.0.0.1:5432), the browser tests on one demo build, then one production build
# shared by the production path, load and faults, two instances and the standalone output (decision 706).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }
# Format, lint and types side by side (each is one process, on one core), each printed when it ends.
step "format, lint, typecheck"
logs="$(mktemp -d)"
npx prettier --check . --log-level warn >"$logs/format" 2>&1 & format=$!
npm run --silent lint >"$logs/lint" 2>&1 & lint=$!
npm run --silent typecheck >"$logs/typecheck" 2>&1 & types=$!
failed=0
for check in format:$format lint:$lint typecheck:$types; do
  if wait "${check#*:}"; then echo "${check%%:*}: ok"; else echo "${check%%:*}: FAILED"; failed=1; fi
  cat "$logs/${check%%:*}"
done
rm -rf "$logs"
[ "$failed" -eq 0 ]
# The types are checked: the two builds below need not check the same sources again.
export SKIP_BUILD_TYPECHECK=1
# One Vitest run for both: the unit files fill the core the embedded database's serial files leave idle.
step "unit, integration"; npx vitest run --project unit --project 'integration*'
step "e2e";         bash scripts/e2e.sh
step "production";  npx vitest run --project production
