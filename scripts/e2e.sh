#!/usr/bin/env bash
# Browser tests on a production build in Debian's Chromium (installed when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's old headless shell: the browser Playwright itself runs for headless tests, with none of the
# full browser's window machinery; on 2 cores the suite takes about 40% less time than in Debian's full
# chromium (decision 706). CHROMIUM_PATH picks another Chromium, e.g. /usr/bin/chromium to watch it headed.
if [ -z "${CHROMIUM_PATH:-}" ]; then
  shell=/usr/lib/chromium/chromium-headless-shell
  if [ ! -x "$shell" ]; then
    echo "[e2e] Chromium's headless shell not found: installing Debian's chromium-headless-shell package"
    if [ "$(id -u)" -ne 0 ]; then
      echo "[e2e] need root to apt-get install chromium-headless-shell; set CHROMIUM_PATH to an existing Chromium instead" >&2
      exit 1
    fi
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  fi
  export CHROMIUM_PATH="$shell"
fi

# A fresh database every run, on a port nobody else uses. E2E_ID keeps parallel runs apart
# (their own database folder and build folder).
if [ -n "${E2E_ID:-}" ]; then
  export E2E_DATA_DIR=".data/e2e-$E2E_ID" NEXT_DIST_DIR=".next-e2e-$E2E_ID"
  # next build adds its build folder's types to tsconfig.json; put the file back afterwards.
  cp tsconfig.json "/tmp/tsconfig.$E2E_ID.json"
  trap 'cp "/tmp/tsconfig.$E2E_ID.json" tsconfig.json' EXIT
fi
rm -rf "${E2E_DATA_DIR:-.data/e2e}"
# The caches now live in the server's memory (decision 708); a build folder from before that may still
# hold an on-disk data cache of an old run's database, which a fresh database must not be served from.
rm -rf "${NEXT_DIST_DIR:-.next}/cache/fetch-cache"
# PostgreSQL where one answers (a fresh database per run id, seeded as the demo is), else the embedded
# database the e2e server starts itself (decision 706).
# E2E_DATABASE_READY=1: the database was made and seeded by an earlier `scripts/e2e.sh --build` (below).
if [ -z "${E2E_DATABASE_URL:-}" ]; then E2E_DATABASE_URL="$(npx tsx scripts/e2e-database.ts)"; fi
if [ -n "$E2E_DATABASE_URL" ]; then
  export E2E_DATABASE_URL DATABASE_URL="$E2E_DATABASE_URL"
  echo "[e2e] on PostgreSQL: $E2E_DATABASE_URL"
  if [ "${E2E_DATABASE_READY:-}" != "1" ]; then npx tsx scripts/app.ts seed; fi
fi
export E2E_PORT="${E2E_PORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"

# `--build`: only the demo build the tests' server will run (same port, database and switches as
# playwright.config.ts's webServer), so scripts/test.sh can build it beside the other tests and then run
# the browser tests with E2E_SKIP_BUILD=1 E2E_DATABASE_READY=1 and the same E2E_PORT and E2E_DATABASE_URL.
if [ "${1:-}" = "--build" ]; then
  PORT="$E2E_PORT" APP_URL="http://localhost:$E2E_PORT" DATA_DIR="${E2E_DATA_DIR:-.data/e2e}" \
    NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next}" E2E_TEST_ROUTES=1 TRUSTED_PROXY_COUNT=1 NEXT_TELEMETRY_DISABLED=1 \
    npx tsx scripts/app.ts build
  exit 0
fi
npx playwright test "$@"
