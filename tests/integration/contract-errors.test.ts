import { afterAll, describe, expect, it, vi } from "vitest";

// The contract, every answer of it (issue 21, decision 813): for every (operation, status) pair the
// OpenAPI document lists, a real request provokes that status, in-process through proxy.ts and the route
// file, and the answer's body and documented headers are checked against the document's schemas.
// tests/integration/contract/ holds the calls that succeed and the recipes for each refusal.

// The scheduler's secret, before any app module reads the environment.
vi.hoisted(() => {
  process.env.CRON_SECRET = "cron-Contract4Lq8Vz2Nw6Ht1Rb5Xm9Kp3Jd7";
});
// No Next runtime here: the cache helpers do nothing and invalidations are only recorded.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));
// The server's wait for a twin's answer (up to 10 s, lib/operations/once.ts) takes no time here: its
// steps resolve at once, so the 409 of a submission still running is answered without waiting.
vi.mock("node:timers/promises", async (importOriginal) => ({
  ...(await importOriginal<typeof import("node:timers/promises")>()),
  setTimeout: async () => undefined,
}));
// The image store, made to fail while ./contract/failing-store.ts says so (502).
vi.mock(import("@/lib/storage/file-store"), async (importOriginal) => {
  const actual = await importOriginal();
  const { store } = await import("./contract/failing-store");
  return {
    ...actual,
    localStore: (dir: string) => {
      const made = actual.localStore(dir);
      return {
        ...made,
        put: (key, bytes, type) =>
          store.failing ? Promise.reject(new Error("image store unavailable")) : made.put(key, bytes, type),
      };
    },
  };
});

import { disconnectDb } from "@/lib/db";
import { resetEnvCache } from "@/lib/env";
import { setMailTransportForTests } from "@/lib/mail/send-mail";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { embeddedUrl, freePort } from "../../scripts/db/embedded";
import type { Document } from "../shared/contract";
import { App, type Call, ROUTES } from "./contract/app";
import { fakeProvider } from "./mail-helpers";
import { publicOperations } from "./contract/operations-public";
import { partnerAuthOperations } from "./contract/operations-partner-auth";
import { partnerOperations } from "./contract/operations-partner";
import { redemptionOperations } from "./contract/operations-redemption";
import { staffOperations } from "./contract/operations-staff";
import {
  Callers,
  type Spec,
  genericRecipe,
  malformedUrl,
  oversized,
  unreadableJson,
  wrongType,
} from "./contract/provoke";
import { workerDatabaseUrl } from "../setup/worker-database";

const doc = buildOpenApiDocument() as unknown as Document;
const app = new App(doc);
const specs: Record<string, Spec> = {
  ...publicOperations,
  ...partnerAuthOperations,
  ...partnerOperations,
  ...redemptionOperations,
  ...staffOperations,
};
const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));

/**
 * Documented pairs no request can provoke, each with its reason. Empty: every documented answer is one
 * the server gives.
 */
const NOT_PROVOKED: Record<string, string> = {};

/** 429 last: a spent budget would refuse the operation's other checks. 503 has its own test below. */
const order = (status: number) => (status === 429 ? 1 : 0);

describe("every documented answer of every operation, provoked and checked against the document", () => {
  it("covers exactly the document's operations and route files", () => {
    expect(Object.keys(ROUTES).sort()).toEqual(Object.keys(doc.paths).sort());
    expect(Object.keys(specs).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });

  for (const op of operations) {
    const statuses = Object.keys(op.responses)
      .map(Number)
      .filter((status) => status !== 503 && !NOT_PROVOKED[`${op.operationId} ${status}`])
      .sort((a, b) => order(a) - order(b) || a - b);
    it(`${op.operationId}: ${statuses.join(", ")}`, async () => {
      const spec = specs[op.operationId]!;
      for (const status of statuses) {
        const recipe = spec.answers?.[status] ?? genericRecipe(spec, status);
        if (!recipe) throw new Error(`${op.operationId} ${status}: no recipe provokes it`);
        await recipe(app, status);
      }
      // The proxy's refusal of a malformed URL is every operation's 400 too, whatever the route checks.
      if (op.responses["400"]) await app.send(malformedUrl(await spec.ok(new Callers())), 400);
      // Bodies a client gets wrong, sent to every write: whatever it answers, the document lists it.
      const call = await spec.ok(new Callers());
      if (call.method !== "GET")
        for (const wrong of [oversized, wrongType, unreadableJson]) await app.sendAny(wrong(call));
    });
  }
});

describe("503 from every operation while the database is down", () => {
  afterAll(async () => {
    setMailTransportForTests(undefined);
    await disconnectDb();
    process.env.DATABASE_URL = workerDatabaseUrl();
    resetEnvCache();
  });

  it("answers 503 with Retry-After, as documented, for each operation that lists it", async () => {
    const down = operations.filter((op) => op.responses["503"]);
    // Each call is made while the database is up (its rows, its tokens), then sent while it is away.
    const calls: Call[] = [];
    for (const op of down) calls.push(await specs[op.operationId]!.ok(new Callers()));
    // With a mail provider configured, as in production: without one the mail drain leaves the outbox alone.
    setMailTransportForTests(fakeProvider().transport);
    // A database that does not answer: a loopback port nothing listens on (no need to start one and stop it).
    await disconnectDb();
    process.env.DATABASE_URL = embeddedUrl(await freePort());
    resetEnvCache();
    for (const call of calls) await app.send(call, 503);
  });
});

describe("the contract test's coverage", () => {
  it("called every documented (operation, status) pair, but for the listed exceptions", () => {
    const missing = app.contract.pairs().filter((pair) => !app.contract.answered.has(pair) && !NOT_PROVOKED[pair]);
    expect(missing).toEqual([]);
  });
});
