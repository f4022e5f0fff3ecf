import { defineConfig, devices } from "@playwright/test";

// The app under test is the demo build (`next build && next start` through scripts/app.ts), started by
// scripts/e2e.sh, which also picks the port, the browser and the database: a fresh seeded PostgreSQL
// database where one answers, else the embedded one in .data/e2e (decision 706).
const port = process.env.E2E_PORT ?? "3100";
const baseURL = `http://localhost:${port}`;
// scripts/e2e.sh sets CHROMIUM_PATH: Debian's headless shell unless told otherwise (decision 706).
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell";
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
// The specs that publish onto the public site (posts, services, announcements) run one at a time, beside
// the rest; the public pages' specs assert only what such a test cannot change (decision 707).
const publishing =
  /\/(admin-posts|admin-content|admin-scheduled-publishing|announcements|admin-bulk-actions)\.spec\.ts$/;
// The specs that change what the whole console does (the team's two-step policy, decision 622) run after
// every other, so no other test signs in while it holds.
const teamWide = /\/admin-team-policy\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  outputDir: `test-results/${process.env.E2E_ID ?? "default"}`,
  fullyParallel: true,
  // Three on 2 cores (decision 831): the browser is most of the suite's CPU, but some tests wait on real
  // time (the scheduled post's half minute, polls, timers) and left a core idle with two workers; a third
  // fills those waits (the whole suite: 337 s with two, 302 s with three, 317 s with four, same CPU work).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  // A failed test runs once more, recording its trace, and the run still fails when the second try passes
  // (a flaky test is a defect). Recording a trace for every test cost a fifth of the suite's time: the
  // same 58 tests took 148 and 137 s with it, 115 and 119 s without (decision 706).
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Reduced motion unless a test is about motion (it asks for "no-preference"): the home page's endless
    // animations keep a whole core busy in the headless shell while a test sits on it (10 CPU-seconds in
    // 10 s idle, 0-1 with reduced motion), slowing every test beside it on 2 cores (decision 706).
    reducedMotion: "reduce",
    trace: "on-first-retry",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // First, so its one-at-a-time chain starts with the run instead of trailing it.
    { name: "publishing", use: desktop, testMatch: publishing, workers: 1 },
    { name: "desktop", use: desktop, testIgnore: [publishing, teamWide] },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      grep: /@mobile/,
      testIgnore: [publishing, teamWide],
    },
    {
      name: "team-wide",
      use: desktop,
      testMatch: teamWide,
      dependencies: ["publishing", "desktop", "mobile"],
    },
  ],
  webServer: {
    command: "tsx scripts/app.ts start",
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: port,
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
      FORCE_BUILD: process.env.E2E_SKIP_BUILD ? "0" : "1",
      E2E_TEST_ROUTES: "1",
      // The tests stand in for a trusted proxy: each names its client in X-Forwarded-For, so the
      // per-address limits of one test never throttle another. Production counts proxies itself.
      TRUSTED_PROXY_COUNT: "1",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});
