// The partner dashboard with real data volume: one partner holding 1,000 coupons (and 30 days of views
// and clicks) among other partners' coupons, on the embedded database, served by the demo build.
// Server time = the full response of a page over loopback, with the partner's session cookie.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { freePort } from "../db/embedded";
import { ROOT } from "../lib/process";
import { firstLoadJs, percentile, type Result, sampleGet, waitForHttp } from "./measure";

export const DASHBOARD_PAGES = [
  "/dashboard",
  "/dashboard/listing",
  "/dashboard/listing/status",
  "/dashboard/affiliates",
  "/dashboard/profile",
] as const;

const PASSWORD = "Bench-Marigold-7410";

export type App = { url: string; databaseUrl: string; stop: () => Promise<void> };

/**
 * `tsx scripts/app.ts start` with its own build folder, on a fresh embedded database or, given
 * `databaseUrl`, on that PostgreSQL database (migrated, not seeded).
 */
export async function startDemoApp({ build, databaseUrl }: { build: boolean; databaseUrl?: string }): Promise<App> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-bench-app-"));
  // next build adds its build folder's types to tsconfig.json: put the file back afterwards.
  const tsconfig = readFileSync(path.join(ROOT, "tsconfig.json"), "utf8");
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const log = createWriteStream(path.join(dataDir, "app.log"));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/app.ts", "start"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        APP_URL: url,
        DATA_DIR: dataDir,
        NEXT_DIST_DIR: ".next-bench",
        FORCE_BUILD: build ? "1" : "0",
        TRUSTED_PROXY_COUNT: "1",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  try {
    await waitForHttp(`${url}/api/health`, 600_000, () => child.exitCode === null);
  } catch (error) {
    console.error(readFileSync(path.join(dataDir, "app.log"), "utf8").slice(-3000));
    throw error;
  }
  const database =
    databaseUrl ?? (JSON.parse(readFileSync(path.join(dataDir, "pglite.json"), "utf8")) as { url: string }).url;
  return {
    url,
    databaseUrl: database,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise<void>((resolve) => (child.exitCode === null ? child.once("exit", () => resolve()) : resolve()));
      rmSync(dataDir, { recursive: true, force: true });
      writeFileSync(path.join(ROOT, "tsconfig.json"), tsconfig);
    },
  };
}

/** A partner with `coupons` coupons spread over listed, live and expired, plus views and clicks. */
export async function seedPartnerWithCoupons(sql: pg.Pool, coupons: number, others = 0): Promise<string> {
  const email = `bench.${randomUUID().slice(0, 8)}@example.com`;
  const passwordHash = await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const partnerInsert = `INSERT INTO "Partner" (id, "firstName", "lastName", email, "phoneNumber", "companyName", "companyAddress", "companyPrivacyUrl", "passwordHash", status, "emailVerifiedAt", "updatedAt")
     VALUES ($1, 'Bench', 'Partner', $2, '+91 98765 43210', 'Bench Foods', '1 MG Road, Bengaluru', 'https://bench.example/privacy', $3, 'APPROVED', now(), now())`;
  const id = `bench${randomUUID().replaceAll("-", "")}`;
  await sql.query(partnerInsert, [id, email, passwordHash]);
  const couponInsert = `INSERT INTO "Coupon" (id, "partnerId", title, brand, link, code, "actualPricePaise", "discountedPricePaise", categories, "startDate", "expiryDate", description, "imageUrl", "viewCount", "clickCount", "createdAt", "updatedAt")
     SELECT $1 || '-' || i, $1, 'Bench coupon ' || i, 'Brand ' || (i % 37), 'https://brand.example/' || i, 'CODE' || i,
            249900, 149900, ARRAY['Fashion', 'Food & Beverage'], current_date + ((i % 3) * 20 - 20), current_date + ((i % 3) * 20 - 20) + 15,
            'Bench coupon number ' || i, '/uploads/bench.png', i % 50, i % 17, now() - (i || ' minutes')::interval, now()
     FROM generate_series(1, $2::int) AS i`;
  await sql.query(couponInsert, [id, coupons]);
  await sql.query(
    `INSERT INTO "CouponEvent" ("couponId", type, "createdAt")
     SELECT $1 || '-' || (1 + i % $2::int), CASE WHEN i % 4 = 0 THEN 'CLICK'::"CouponEventType" ELSE 'VIEW'::"CouponEventType" END,
            now() - ((i % 30) || ' days')::interval
     FROM generate_series(1, $2::int * 20) AS i`,
    [id, coupons],
  );
  for (let i = 0; i < others; i++) {
    const other = `benchother${i}${randomUUID().slice(0, 8)}`;
    await sql.query(partnerInsert, [other, `${other}@example.com`, passwordHash]);
    await sql.query(couponInsert, [other, coupons]);
  }
  // PostgreSQL's autovacuum analyses a table soon after a bulk insert like this; the embedded database runs
  // no autovacuum, and without statistics its planner takes the partner for 24 coupons and sorts the
  // 20,000 events it joins (/dashboard/affiliates p50 197 -> 157 ms once analysed; decision 530). As the API
  // bench does.
  await sql.query(`ANALYZE "Partner", "Coupon", "CouponEvent"`);
  return email;
}

export async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.9.8.7" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export async function benchDashboard(app: App, floorJs: number | null): Promise<Result[]> {
  const section = "dashboard (partner with 1,000 coupons, embedded database)";
  const sql = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  const results: Result[] = [];
  try {
    const email = await seedPartnerWithCoupons(sql, 1000, 5);
    const token = await signIn(app.url, email);
    const headers = { cookie: `authToken=${token}` };
    for (const page of DASHBOARD_PAGES) {
      const probe = await fetch(`${app.url}${page}`, { headers, redirect: "manual" });
      await probe.arrayBuffer();
      if (probe.status === 404) {
        console.log(`[bench] ${page} is not built yet: skipped`);
        continue;
      }
      const times = await sampleGet(`${app.url}${page}`, { headers });
      results.push({ section, name: `GET ${page} p50`, value: percentile(times, 50), unit: "ms", target: 200 });
      results.push({ section, name: `GET ${page} p95`, value: percentile(times, 95), unit: "ms" });
    }
    for (const page of ["/dashboard", "/dashboard/listing"]) {
      const js = await firstLoadJs(`${app.url}${page}`, headers);
      results.push({ section, name: `first-load JS ${page}`, value: js.bytes / 1024, unit: "KB gz" });
      if (floorJs !== null)
        results.push({
          section,
          name: `first-load JS ${page} over the floor`,
          value: (js.bytes - floorJs) / 1024,
          unit: "KB gz",
          target: 60,
        });
    }
  } finally {
    await sql.end();
  }
  return results;
}
