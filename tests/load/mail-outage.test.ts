// Issue 21, "e-mail that is never lost", over HTTP against the production server (decision 811): the
// app's real Resend client talks to a stand-in provider on loopback (RESEND_BASE_URL). While the public
// forms and password resets queue mail under load, the provider fails every request (500s and dropped
// connections); then it recovers, still failing one request in seven. Every message must reach the
// provider exactly once (its row id as Idempotency-Key, never accepted twice), none lost, none given up,
// and a code reaches the provider whole while the database keeps it masked.
import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freshDatabase, newSecret, startProductionServer, type ProductionServer, type TestDatabase } from "./harness";
import { seedPartners, type SeededPartner } from "./seed";

const CONTACTS = inject("usePostgres") ? 120 : 60;
const PARTNERS = inject("usePostgres") ? 60 : 30;
const CONCURRENCY = inject("usePostgres") ? 20 : 8;
/** Drains the test runs side by side each round, beside the server's own minute timer. */
const DRAINS = 3;
/** Upper bound on delivering everything once the provider is back (first retry 1 s, doubling). */
const DELIVERY_LIMIT_MS = 120_000;
const RUN_ID = randomUUID().slice(0, 8);
const CRON_SECRET = randomBytes(24).toString("base64url");

type Delivery = { to: string; subject: string; text: string };

/** Resend's POST /emails, as much of it as the app uses, with an on/off outage and a flaky mode. */
async function startProvider() {
  const delivered = new Map<string, Delivery>();
  const state = { down: true, failEvery: 0, requests: 0, refused: 0, repeats: 0, missingKey: 0 };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      state.requests++;
      const key = req.headers["idempotency-key"];
      const failing = state.down || (state.failEvery > 0 && state.requests % state.failEvery === 0);
      if (failing) {
        state.refused++;
        // Half the failures are a 500, half a connection dropped before any answer.
        if (state.refused % 2) return req.socket.destroy();
        res.writeHead(500, { "content-type": "application/json" });
        return res.end(JSON.stringify({ name: "application_error", message: "Simulated outage" }));
      }
      if (typeof key !== "string" || !key) {
        state.missingKey++;
        res.writeHead(422, { "content-type": "application/json" });
        return res.end(JSON.stringify({ name: "validation_error", message: "no key" }));
      }
      // Resend answers a repeated key with the first send instead of sending again; count repeats too.
      if (delivered.has(key)) state.repeats++;
      else {
        const body = JSON.parse(raw) as { to: string | string[]; subject: string; text: string };
        delivered.set(key, { to: String(body.to), subject: body.subject, text: body.text });
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: `provider-${key}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    delivered,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let provider: Awaited<ReturnType<typeof startProvider>>;
let database: TestDatabase;
let server: ProductionServer;
let sql: pg.Pool;
let partners: SeededPartner[];

beforeAll(async () => {
  provider = await startProvider();
  database = await freshDatabase("paisapilot_mailoutage", { ownProcess: true });
  sql = database.sql();
  partners = await seedPartners(sql, { runId: RUN_ID, count: PARTNERS, password: "violet-tandoor-47" });
  server = await startProductionServer({
    databaseUrl: database.url,
    secret: newSecret(),
    env: {
      RESEND_API_KEY: "re_outage_test",
      RESEND_BASE_URL: provider.url,
      MAIL_FIRST_RETRY_SECONDS: "1",
      CRON_SECRET,
      PROVIDER_INBOX: "team@paisapilot.example",
      // Each request names its own client, so the per-address limits of the forms do not refuse the load.
      TRUSTED_PROXY_COUNT: "1",
      ...(inject("usePostgres") ? {} : { DB_POOL_MAX: "1" }),
    },
  });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await provider?.close();
});

let clientNumber = 0;
const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.77.${++clientNumber >> 8}.${clientNumber & 255}`,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });

/** The requests that queue mail: contact messages (to the team) and password-reset codes (to partners). */
function mailRequests(): (() => Promise<Response>)[] {
  const contacts = Array.from(
    { length: CONTACTS },
    (_, i) => () =>
      post("/api/contact", {
        name: `Outage Tester ${i}`,
        email: `outage.${RUN_ID}.${i}@example.com`,
        message: `Message ${i} of run ${RUN_ID}, sent while the provider is down.`,
      }),
  );
  const codes = partners.map((p) => () => post("/api/v1/otp/send-otp", { email: p.email, type: "password_reset" }));
  // Interleaved, so both kinds are queued throughout the outage.
  return contacts.flatMap((contact, i) => (codes[i] ? [contact, codes[i]] : [contact]));
}

async function runAll(tasks: (() => Promise<Response>)[], concurrency: number): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < tasks.length) {
        const response = await tasks[next++]!();
        statuses.push(response.status);
        await response.body?.cancel();
      }
    }),
  );
  return statuses;
}

/** DRAINS cron calls at once, as a busy scheduler or several instances would make them. */
async function drainRound(): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: DRAINS }, () =>
      fetch(`${server.url}/api/cron/send-mail`, {
        headers: { authorization: `Bearer ${CRON_SECRET}` },
        signal: AbortSignal.timeout(60_000),
      }),
    ),
  );
  for (const answer of answers) expect(answer.status).toBe(200);
}

async function rowsByStatus(): Promise<Record<string, number>> {
  const { rows } = await sql.query<{ status: string; n: string }>(
    `SELECT status, count(*) AS n FROM "EmailMessage" GROUP BY status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

describe("the mail outbox through a provider outage, over HTTP (decision 811)", () => {
  it("delivers every message exactly once after the provider comes back, none lost, none given up", async () => {
    const expected = CONTACTS + PARTNERS;

    // Phase 1: the provider is down while the forms queue mail, and drains keep trying.
    let loading = true;
    const drainer = (async () => {
      while (loading) {
        await drainRound();
        await sleep(250); // a scheduler's cadence, not a wait for a result
      }
    })();
    const statuses = await runAll(mailRequests(), CONCURRENCY);
    loading = false;
    await drainer;
    // Every form succeeded for its user whatever the provider did: the mail is the outbox's job.
    expect(statuses.filter((s) => s !== 201 && s !== 200)).toEqual([]);
    expect(provider.delivered.size).toBe(0);
    expect(provider.state.refused).toBeGreaterThan(0);
    const duringOutage = await rowsByStatus();
    expect(duringOutage.SENT ?? 0).toBe(0);
    expect(Object.values(duringOutage).reduce((a, b) => a + b, 0)).toBe(expected);

    // Phase 2: back, but one request in seven still fails; drains until everything is sent.
    provider.state.down = false;
    provider.state.failEvery = 7;
    const deadline = performance.now() + DELIVERY_LIMIT_MS;
    let counts = await rowsByStatus();
    while ((counts.SENT ?? 0) < expected && performance.now() < deadline) {
      await drainRound();
      counts = await rowsByStatus();
      if ((counts.SENT ?? 0) < expected) await sleep(250);
    }
    expect(counts).toEqual({ SENT: expected });
    const recoverySeconds = ((performance.now() - (deadline - DELIVERY_LIMIT_MS)) / 1000).toFixed(1);

    // Exactly once: one delivery per row, keyed by the row's id, and no key ever accepted a second time.
    const { rows } = await sql.query<{ id: string; to: string; text: string; providerId: string; attempts: number }>(
      `SELECT id, "to", text, "providerId", attempts FROM "EmailMessage"`,
    );
    expect(new Set(provider.delivered.keys())).toEqual(new Set(rows.map((r) => r.id)));
    expect(provider.state.repeats).toBe(0);
    expect(provider.state.missingKey).toBe(0);
    for (const row of rows) expect(row.providerId).toBe(`provider-${row.id}`);
    // The outage was felt: messages needed more than one attempt.
    expect(rows.filter((r) => r.attempts > 1).length).toBeGreaterThan(expected / 2);
    console.log(
      `[mail-outage] ${expected} messages; the provider refused ${provider.state.refused} of ${provider.state.requests} requests; ` +
        `at most ${Math.max(...rows.map((r) => r.attempts))} attempts for one message; all sent ${recoverySeconds} s after it came back`,
    );

    // Codes: whole in the message the provider got, masked in the database.
    const codeRows = rows.filter((r) => partners.some((p) => p.email === r.to));
    expect(codeRows).toHaveLength(PARTNERS);
    for (const row of codeRows) {
      expect(row.text).not.toMatch(/\b\d{6}\b/);
      expect(provider.delivered.get(row.id)!.text).toMatch(/\b\d{6}\b/);
    }
    const { rows: sealed } = await sql.query(`SELECT id FROM "EmailMessage" WHERE "sealedBody" IS NOT NULL`);
    expect(sealed).toEqual([]);
  }, 300_000);
});
