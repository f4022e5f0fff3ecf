#!/usr/bin/env bash
# Everything CI checks, in order of speed: format, lint, types, unit, integration (PGlite, and PostgreSQL
# where one answers on 127.0.0.1:5432), the browser tests on one demo build, then one production build
# shared by the production path, load and faults, two instances and the standalone output (decision 706).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }
step "format";      npx prettier --check . --log-level warn
step "lint";        npm run --silent lint
step "typecheck";   npm run --silent typecheck
# The types are checked: the two builds below need not check the same sources again.
export SKIP_BUILD_TYPECHECK=1
step "unit";        npx vitest run --project unit
step "integration"; npx vitest run --project 'integration*'
step "e2e";         bash scripts/e2e.sh
step "production";  npx vitest run --project production
