// API throughput and latency beside their floors (issue 13), measured with autocannon over loopback:
//   - GET /api/v1/coupon/listed for a partner holding 1,000 coupons, in a database of 1k, 10k and 100k
//     coupons, beside a bare node:http + pg server running the same queries (scripts/bench/api-floor.mjs);
//   - a prerendered public page beside a node:http server sending the same file;
//   - sign-in (argon2id, CPU-bound) under load.
// On PostgreSQL when one answers (BENCH_DATABASE_URL, or postgres@127.0.0.1:5432), else on the embedded
// database, and the section's title says which. A fresh database is created and dropped for the run.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedServer } from "../db/embedded";
import { applyMigrations } from "../db/migrations";
import { ROOT } from "../lib/process";
import { type App, seedPartnerWithCoupons, signIn, startDemoApp } from "./dashboard";
import { type Floor, startFloor } from "./floor";
import { SECONDS, load, startFloorServer } from "./load";
import type { Result } from "./measure";

const SIZES = [1_000, 10_000, 100_000];
const PARTNER_COUPONS = 1_000;

/** A PostgreSQL server to create the bench database in, or null when none answers. */
async function findPostgres(): Promise<string | null> {
  const candidate = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return candidate;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

type Database = { url: string; kind: string; drop: () => Promise<void> };

export async function createDatabase(): Promise<Database> {
  const server = await findPostgres();
  if (server) {
    const name = `paisapilot_bench_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    const version = new pg.Client({ connectionString: url.toString() });
    await version.connect();
    const { rows } = await version.query<{ server_version: string }>("SHOW server_version");
    await version.end();
    return {
      url: url.toString(),
      kind: `PostgreSQL ${rows[0]?.server_version.split(" ")[0]}`,
      drop: async () => {
        const c = new pg.Client({ connectionString: server });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-bench-api-"));
  const embedded = await startEmbeddedServer(dir);
  return {
    url: embedded.url,
    kind: "embedded database (no PostgreSQL answered)",
    drop: async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Other partners' coupons until the database holds `total`, 1,000 a partner. */
async function fillTo(sql: pg.Pool, total: number) {
  const { rows } = await sql.query<{ n: string }>(`SELECT count(*) AS n FROM "Coupon"`);
  let missing = total - Number(rows[0]!.n);
  while (missing > 0) {
    const batch = Math.min(missing, 1_000);
    const id = `benchfill${randomUUID().replaceAll("-", "")}`;
    await sql.query(
      `INSERT INTO "Partner" (id, "firstName", "lastName", email, "phoneNumber", "companyName", "companyAddress", "companyPrivacyUrl", "passwordHash", status, "emailVerifiedAt", "updatedAt")
       VALUES ($1, 'Fill', 'Partner', $1 || '@example.com', '+91 98765 43210', 'Fill Co', 'Pune', 'https://fill.example/privacy', 'x', 'APPROVED', now(), now())`,
      [id],
    );
    await sql.query(
      `INSERT INTO "Coupon" (id, "partnerId", title, brand, link, code, "actualPricePaise", "discountedPricePaise", categories, "startDate", "expiryDate", description, "imageUrl", "createdAt", "updatedAt")
       SELECT $1 || '-' || i, $1, 'Fill coupon ' || i, 'Brand ' || (i % 37), 'https://brand.example/' || i, 'FILL' || i,
              99900, 49900, ARRAY['Food & Beverage'], current_date + ((i % 3) * 20 - 20), current_date + ((i % 3) * 20 - 20) + 15,
              'Fill coupon number ' || i, '/uploads/bench.png', now() - (i || ' minutes')::interval, now()
       FROM generate_series(1, $2::int) AS i`,
      [id, batch],
    );
    missing -= batch;
  }
  await sql.query(`ANALYZE "Coupon"`);
}

/** `count` approved partners with the same password as `email`'s, for a sign-in load; their e-mails. */
async function signInAccounts(sql: pg.Pool, email: string, count: number): Promise<string[]> {
  const { rows } = await sql.query<{ email: string }>(
    `INSERT INTO "Partner" (id, "firstName", "lastName", email, "phoneNumber", "companyName", "companyAddress", "companyPrivacyUrl", "passwordHash", status, "emailVerifiedAt", "updatedAt")
     SELECT 'benchsignin' || i, "firstName", "lastName", 'benchsignin' || i || '@example.com', "phoneNumber", "companyName",
            "companyAddress", "companyPrivacyUrl", "passwordHash", status, now(), now()
       FROM "Partner", generate_series(1, $2::int) AS i WHERE email = $1
     RETURNING email`,
    [email, count],
  );
  return rows.map((row) => row.email);
}

export async function benchApi({ build }: { build: boolean }): Promise<Result[]> {
  const database = await createDatabase();
  const section = `API under load (autocannon, ${SECONDS} s a run, ${database.kind})`;
  const onPostgres = database.kind.startsWith("PostgreSQL");
  const results: Result[] = [];
  const add = (name: string, value: number, unit: string, goal: { target?: number; min?: number } = {}) =>
    results.push({ section, name, value, unit, ...goal });
  let app: App | null = null;
  let blankNext: Floor | null = null;
  const sql = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    await applyMigrations(database.url);
    app = await startDemoApp({ build, databaseUrl: database.url });
    const email = await seedPartnerWithCoupons(sql, PARTNER_COUPONS);
    const { rows } = await sql.query<{ id: string }>(`SELECT id FROM "Partner" WHERE email = $1`, [email]);
    const partnerId = rows[0]!.id;
    const token = await signIn(app.url, email);

    const floor = await startFloorServer(["coupons", database.url]);
    blankNext = await startFloor();
    try {
      for (const size of SIZES) {
        await fillTo(sql, size);
        const label = `${size / 1000}k coupons`;
        if (size === SIZES[0]) {
          const answer = await fetch(`${app.url}/api/v1/coupon/listed`, {
            headers: { authorization: `Bearer ${token}` },
          });
          add(
            "GET /api/v1/coupon/listed: answer size (a partner with 1,000 coupons, first page, uncompressed)",
            (await answer.arrayBuffer()).byteLength / 1024,
            "KB",
          );
        }
        for (const connections of [50, 200]) {
          const ours = await load({
            url: `${app.url}/api/v1/coupon/listed`,
            connections,
            headers: { authorization: `Bearer ${token}` },
          });
          const bare = await load({
            url: `${floor.url}/api/v1/coupon/listed`,
            connections,
            headers: { authorization: `Bearer ${partnerId}` },
          });
          const name = `GET /api/v1/coupon/listed, ${label}, ${connections} conn.`;
          add(`${name}: app req/s`, ours.rps, "req/s");
          add(`${name}: floor (node:http + pg) req/s`, bare.rps, "req/s");
          add(`${name}: app / floor`, ours.rps / bare.rps, "x", size === 100_000 ? { min: 0.8 } : {});
          add(`${name}: app p50`, ours.p50, "ms");
          const p99Goal = onPostgres && connections === 200 && size === 100_000 ? { target: 100 } : {};
          add(`${name}: app p99`, ours.p99, "ms", p99Goal);
          add(`${name}: floor p99`, bare.p99, "ms");
          add(`${name}: app errors`, ours.errors, "", { target: 0 });
        }
        // A polling client that already has the answer: If-None-Match with the tag it was given, 304.
        const tagOf = async (url: string, auth: string) =>
          (await fetch(url, { headers: { authorization: `Bearer ${auth}` } })).headers.get("etag")!;
        const appTag = await tagOf(`${app.url}/api/v1/coupon/listed`, token);
        const floorTag = await tagOf(`${floor.url}/api/v1/coupon/listed`, partnerId);
        const ours304 = await load(
          {
            url: `${app.url}/api/v1/coupon/listed`,
            connections: 200,
            headers: { authorization: `Bearer ${token}`, "if-none-match": appTag },
          },
          { notModified: true },
        );
        const bare304 = await load(
          {
            url: `${floor.url}/api/v1/coupon/listed`,
            connections: 200,
            headers: { authorization: `Bearer ${partnerId}`, "if-none-match": floorTag },
          },
          { notModified: true },
        );
        const blank304 = await load(
          { url: `${blankNext.url}api/not-modified`, connections: 200, headers: { "if-none-match": 'W/"floor"' } },
          { notModified: true },
        );
        const name304 = `GET /api/v1/coupon/listed unchanged (304), ${label}, 200 conn.`;
        add(`${name304}: app req/s`, ours304.rps, "req/s");
        add(`${name304}: floor (node:http + pg) req/s`, bare304.rps, "req/s");
        add(`${name304}: app / floor`, ours304.rps / bare304.rps, "x", size === 100_000 ? { min: 0.8 } : {});
        add(`${name304}: blank Next.js route handler, no database (next start) req/s`, blank304.rps, "req/s");
        add(`${name304}: app / blank Next.js route handler`, ours304.rps / blank304.rps, "x");
        add(`${name304}: app p99`, ours304.p99, "ms", onPostgres && size === 100_000 ? { target: 100 } : {});
        add(`${name304}: floor p99`, bare304.p99, "ms");
        add(`${name304}: app errors`, ours304.errors, "", { target: 0 });
      }
    } finally {
      await floor.stop();
    }

    const page = "/privacyPolicy";
    const file = path.join(ROOT, ".next-bench/server/app/privacyPolicy.html");
    const staticFloor = await startFloorServer(["static", file]);
    // The framework's own floor for a prerendered page: a blank Next.js page under `next start`, so the
    // share of the gap that is Next itself (routing, rendering the cached page) is visible beside ours.
    try {
      for (const connections of [50, 200]) {
        const ours = await load({ url: `${app.url}${page}`, connections });
        const bare = await load({ url: staticFloor.url, connections });
        const blank = await load({ url: blankNext.url, connections });
        const name = `GET ${page} (prerendered), ${connections} conn.`;
        add(`${name}: app req/s`, ours.rps, "req/s");
        add(`${name}: floor (node:http, same file) req/s`, bare.rps, "req/s");
        add(`${name}: blank Next.js page (next start) req/s`, blank.rps, "req/s");
        add(`${name}: app / floor`, ours.rps / bare.rps, "x", { min: 0.5 });
        add(`${name}: blank Next.js page / floor`, blank.rps / bare.rps, "x");
        add(`${name}: app / blank Next.js page`, ours.rps / blank.rps, "x");
        add(`${name}: app p99`, ours.p99, "ms", connections === 200 ? { target: 50 } : {});
        add(`${name}: app errors`, ours.errors, "", { target: 0 });
      }
    } finally {
      await staticFloor.stop();
    }

    // Sign-in: each request comes from its own address through the one trusted proxy hop, as many users
    // would, and signs in one of many accounts (each takes 30 sign-ins an hour): no limiter is switched off.
    const accounts = await signInAccounts(sql, email, 500);
    const signInLoad = await load({
      url: `${app.url}/api/v1/user/login`,
      connections: 8,
      method: "POST",
      headers: { "content-type": "application/json" },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              email: accounts[(Math.random() * accounts.length) | 0],
              password: "Bench-Marigold-7410",
            }),
            headers: {
              ...request.headers,
              "x-forwarded-for": `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.${1 + ((Math.random() * 250) | 0)}`,
            },
          }),
        },
      ],
    });
    add("POST /api/v1/user/login (argon2id), 8 conn.: req/s", signInLoad.rps, "req/s");
    add("POST /api/v1/user/login (argon2id), 8 conn.: p99", signInLoad.p99, "ms");
    add("POST /api/v1/user/login (argon2id), 8 conn.: errors", signInLoad.errors, "", { target: 0 });
  } finally {
    await sql.end();
    await app?.stop();
    await blankNext?.stop();
    await database.drop();
  }
  return results;
}
