// Two instances of the production build on two ports, one PostgreSQL, one AUTH_SECRET: what one does,
// the other honours (issue 13). Sessions and rate limits live in the database; cached public pages and
// 'use cache' data are revalidated on both through the cache handlers' shared tag table (decisions 703, 708).
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../lib/auth/password";
import { couponBody } from "../shared/coupon-body";
import { request, type RequestOptions } from "../shared/loopback-request";
import { freshDatabase, newSecret, startProductionServer, type ProductionServer, type TestDatabase } from "./harness";
import { staffCookie, submitConsoleForm } from "./console-form";
import { insertApprovedPartner } from "./seed";

const PASSWORD = "violet-tandoor-47";
const NEW_PASSWORD = "saffron-lantern-93";

let database: TestDatabase;
let sql: pg.Pool;
let a: ProductionServer;
let b: ProductionServer;
let secret: string;

beforeAll(async () => {
  database = await freshDatabase();
  sql = database.sql();
  secret = newSecret();
  // One after the other: both apply migrations at start.
  a = await startProductionServer({ databaseUrl: database.url, secret });
  b = await startProductionServer({ databaseUrl: database.url, secret });
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await database?.drop();
});

/** One request over a real socket, never following redirects; `from` picks the loopback address. */
const call = (server: ProductionServer, path: string, options: Omit<RequestOptions, "path"> = {}) =>
  request(server.port, { ...options, path, headers: { host: `localhost:${server.port}`, ...options.headers } });

const json = (server: ProductionServer, method: string, path: string, body: unknown, headers = {}, from?: string) =>
  call(server, path, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    from,
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Polls until `check` holds or `ms` pass; returns whether it held. */
async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function createPartner(prefix: string) {
  const email = `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
  await insertApprovedPartner(sql, { id: randomUUID(), email, passwordHash: await hashPassword(PASSWORD) });
  return email;
}

async function signIn(server: ProductionServer, email: string, password = PASSWORD) {
  const res = await json(server, "POST", "/api/v1/user/login", { email, password });
  expect(res.status, res.body).toBe(200);
  const token = (JSON.parse(res.body) as { data: { token: string } }).data.token;
  const cookie = [res.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("authToken="));
  expect(cookie).toBeDefined();
  return { token, cookie: cookie!.split(";")[0]! };
}

const me = (server: ProductionServer, headers: Record<string, string>) => call(server, "/api/v1/user", { headers });

describe("a partner's session is one session on both instances", () => {
  it("a token and a cookie from A work on B; signing out on A ends them on B", async () => {
    const email = await createPartner("two-sessions");
    const { token, cookie } = await signIn(a, email);
    const viaToken = await me(b, bearer(token));
    expect(viaToken.status, viaToken.body).toBe(200);
    expect(viaToken.body).toContain(email);
    expect((await me(b, { cookie })).status).toBe(200);

    expect((await call(a, "/api/v1/user/logout", { method: "POST", headers: bearer(token) })).status).toBe(200);
    expect((await me(b, bearer(token))).status).toBe(401);
    expect((await me(b, { cookie })).status).toBe(401);
  });

  it("a password change on B ends the session on A, and the new token from B works on A", async () => {
    const email = await createPartner("two-password");
    const old = await signIn(a, email);
    expect((await me(b, bearer(old.token))).status).toBe(200);

    const res = await json(
      b,
      "POST",
      "/api/v1/user/reset-password",
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
      bearer(old.token),
    );
    expect(res.status, res.body).toBe(200);
    const fresh = (JSON.parse(res.body) as { data: { token: string } }).data.token;
    expect((await me(a, bearer(old.token))).status).toBe(401);
    expect((await me(a, bearer(fresh))).status).toBe(200);
    expect((await json(a, "POST", "/api/v1/user/login", { email, password: PASSWORD })).status).toBe(401);
    await signIn(a, email, NEW_PASSWORD);
  });
});

describe("rate limits are shared", () => {
  /** Wrong passwords for one account until a 429 (at most 25 tries); the statuses seen. */
  async function failUntilRefused(servers: ProductionServer[], from: string) {
    const email = await createPartner("two-limits");
    const statuses: number[] = [];
    for (let i = 0; i < 25 && statuses.at(-1) !== 429; i++) {
      const server = servers[i % servers.length]!;
      statuses.push(
        (await json(server, "POST", "/api/v1/user/login", { email, password: "wrong-guess-1" }, {}, from)).status,
      );
    }
    return { email, statuses };
  }

  it("failed sign-ins spread over A and B are refused at the same count as on A alone", async () => {
    const alone = await failUntilRefused([a], "127.0.0.21");
    const spread = await failUntilRefused([a, b], "127.0.0.22");
    // 10 failures per account in 15 minutes (decision 404), then 429; not 10 on each instance.
    expect(alone.statuses).toEqual([...Array<number>(10).fill(401), 429]);
    expect(spread.statuses).toEqual(alone.statuses);
    // The account stays refused on both, even with the right password.
    for (const server of [a, b]) {
      const res = await json(
        server,
        "POST",
        "/api/v1/user/login",
        { email: spread.email, password: PASSWORD },
        {},
        "127.0.0.23",
      );
      expect(res.status).toBe(429);
    }
  });
});

describe("a coupon created on A", () => {
  it("is listed by B", async () => {
    const email = await createPartner("two-coupons");
    const { token } = await signIn(a, email);
    const created = await json(
      a,
      "POST",
      "/api/v1/coupon",
      couponBody({ title: `Two instances ${randomUUID().slice(0, 6)}` }),
      bearer(token),
    );
    expect(created.status, created.body).toBe(201);
    const coupon = (JSON.parse(created.body) as { data: { _id?: string; id?: string } }).data;
    const id = coupon._id ?? coupon.id;
    expect(id).toBeTruthy();
    const listed = await call(b, "/api/v1/coupon", { headers: bearer(token) });
    expect(listed.status, listed.body).toBe(200);
    expect(listed.body).toContain(id);
  });

  it("B's grouped listing is gzip-compressed when asked, and A answers 304 to B's ETag", async () => {
    const email = await createPartner("two-listed");
    const { token } = await signIn(a, email);
    for (const n of [1, 2, 3, 4, 5]) {
      const created = await json(a, "POST", "/api/v1/coupon", couponBody({ title: `Grouped ${n}` }), bearer(token));
      expect(created.status, created.body).toBe(201);
    }
    const path = "/api/v1/coupon/listed";
    const zipped = await call(b, path, { headers: { ...bearer(token), "accept-encoding": "gzip" } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    const etag = String(zipped.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const unchanged = await call(a, path, { headers: { ...bearer(token), "if-none-match": etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe("");
  });
});

const page = (server: ProductionServer, path: string) => call(server, path);
const shows = async (server: ProductionServer, path: string, text: string) => {
  const res = await page(server, path);
  return res.status === 200 && res.body.includes(text);
};

describe("content published on A is on B's public pages within seconds", () => {
  it("a new post, then an edit of it: /BlogPage and /blog/{slug} on B", async () => {
    const cookie = await staffCookie(sql, secret);
    const title = `Shared revalidation ${randomUUID().slice(0, 8)}`;
    // B has the list cached before the post exists (its first request renders it: decision 708).
    await page(b, "/BlogPage");
    const before = await page(b, "/BlogPage");
    expect(before.status).toBe(200);
    expect(before.headers["x-nextjs-cache"]).toBe("HIT");
    expect(before.body).not.toContain(title);

    const done = await submitConsoleForm(a, cookie, "/admin/posts/new", {
      title,
      description: "Posted on instance A.",
      tags: "ops",
      images: "",
      intent: "publish",
    });
    expect(done.searchParams.get("done")).toBe("published");
    const id = done.pathname.split("/").at(-1)!;
    const { rows } = await sql.query<{ slug: string }>(`SELECT slug FROM "BlogPost" WHERE id = $1`, [id]);
    const slug = rows[0]!.slug;

    expect(await eventually(() => shows(b, "/BlogPage", title)), "B's /BlogPage lists the post").toBe(true);
    expect(await shows(b, `/blog/${slug}`, title)).toBe(true);
    // Now cached on B: an edit on A must reach it too.
    expect((await page(b, `/blog/${slug}`)).headers["x-nextjs-cache"]).toBe("HIT");

    const edited = `${title} (edited)`;
    await submitConsoleForm(a, cookie, `/admin/posts/${id}`, {
      title: edited,
      description: "Edited on instance A.",
      tags: "ops",
      images: "",
      intent: "save",
    });
    expect(await eventually(() => shows(b, `/blog/${slug}`, "Edited on instance A.")), "B's post page").toBe(true);
    expect(await eventually(() => shows(b, "/BlogPage", edited)), "B's /BlogPage").toBe(true);
  });

  it("a new service: /dynamics and /dynamics/{id} on B", async () => {
    const cookie = await staffCookie(sql, secret);
    const title = `Shared service ${randomUUID().slice(0, 8)}`;
    await page(b, "/dynamics");
    const before = await page(b, "/dynamics");
    expect(before.status).toBe(200);
    expect(before.headers["x-nextjs-cache"]).toBe("HIT");
    expect(before.body).not.toContain(title);

    const done = await submitConsoleForm(a, cookie, "/admin/services/new", {
      title,
      tagLine: "Published on instance A",
      description: "A service published on instance A.",
      intent: "publish",
    });
    expect(done.searchParams.get("done")).toBe("published");
    const id = done.pathname.split("/").at(-1)!;
    expect(await eventually(() => shows(b, "/dynamics", title)), "B's /dynamics lists the service").toBe(true);
    expect(await shows(b, `/dynamics/${id}`, title)).toBe(true);
  });

  it("both instances read and wrote the shared table (no fallback to their own tags)", async () => {
    const { rows } = await sql.query<{ tag: string }>(`SELECT tag FROM "CacheTagRevalidation" ORDER BY tag`);
    expect(rows.map((r) => r.tag)).toEqual(expect.arrayContaining(["blog", "services"]));
    for (const server of [a, b]) expect(server.output()).not.toContain("shared revalidation unavailable");
  });
});
