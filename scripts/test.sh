#!/usr/bin/env bash
# Everything CI checks, in order of speed: format, lint, types, unit and integration (PGlite, and PostgreSQL
# where one answers on 127.0.0.1:5432) beside the production project (one production build shared by the
# production path, load and faults, two instances and the standalone output), then the browser tests on
# one demo build (decisions 706, 711 and 828); where PostgreSQL answers they start beside the production
# project's last files, which mostly wait.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each step's start says how long the run has taken so far (bash's SECONDS), so a slow stage shows in CI's log.
step() { printf '\n\033[1m== %s == (%d s)\033[0m\n' "$1" "$SECONDS"; }

# Runs "name=command" pairs side by side, each into its own log, printed whole when it ends (in the order
# given); fails when any of them failed.
side_by_side() {
  local logs pids=() names=() failed=0 i
  logs="$(mktemp -d)"
  for job in "$@"; do
    names+=("${job%%=*}")
    bash -c "${job#*=}" >"$logs/${#pids[@]}" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then echo "${names[$i]}: ok"; else echo "${names[$i]}: FAILED"; failed=1; fi
    cat "$logs/$i"
  done
  rm -rf "$logs"
  [ "$failed" -eq 0 ]
}

# Three single-threaded processes on two cores.
step "format, lint, typecheck"
side_by_side "format=npx prettier --check . --log-level warn" "lint=npm run --silent lint" \
  "typecheck=npm run --silent typecheck"
# The types are checked: the two builds below need not check the same sources again.
export SKIP_BUILD_TYPECHECK=1
# Unit and integration in one Vitest run (the unit files fill the core the embedded database's serial files
# leave idle), beside the production project: its files mostly wait on servers they start and on timed load
# phases, and the embedded database's files on one connection, so together they fill the two cores that
# either leaves partly idle (416 s one after the other, 300 s side by side on 2 cores; decision 706).
# Where PostgreSQL answers, the browser tests' demo build is made beside them too, on the database and port
# the browser tests then use: it is the suite's one long stretch of CPU, and the production project's
# waits leave room for it.
step "unit, integration | production | e2e build"
E2E_DATABASE_URL="$(npx tsx scripts/e2e-database.ts)"
if [ -n "$E2E_DATABASE_URL" ]; then
  E2E_PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
  export E2E_DATABASE_URL E2E_PORT
  # The production project ends on its load files' timed phases, which leave a core mostly idle: the
  # browser tests start as soon as the other two are done, beside that tail, and its log is printed after.
  production_log="$(mktemp)"
  npx vitest run --project production >"$production_log" 2>&1 &
  production_pid=$!
  side_by_side "unit, integration=npx vitest run --project unit --project 'integration*'" \
    "e2e build=bash scripts/e2e.sh --build" || { wait "$production_pid" || true; cat "$production_log"; exit 1; }
  step "e2e (the production project still running beside it)"
  failed=0
  E2E_SKIP_BUILD=1 E2E_DATABASE_READY=1 bash scripts/e2e.sh || failed=1
  if wait "$production_pid"; then echo "production: ok"; else echo "production: FAILED"; failed=1; fi
  cat "$production_log"
  rm -f "$production_log"
  [ "$failed" -eq 0 ] || exit 1
else
  side_by_side "unit, integration=npx vitest run --project unit --project 'integration*'" \
    "production=npx vitest run --project production"
  step "e2e"; bash scripts/e2e.sh
fi
step "done"
