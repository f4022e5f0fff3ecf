// The recipes that provoke a documented status from a call that succeeds (each operation's `ok`, in
// ./operations-*.ts): the same refusal the same way for every operation, each with its own callers and
// rows. An operation's own recipe, where it has one, is used instead.
import { randomUUID } from "node:crypto";
import { claimKey } from "@/lib/data/idempotency-keys";
import { db } from "@/lib/db";
import type { PartnerStatus, StaffRole } from "@/lib/generated/prisma/client";
import { onceKey } from "@/lib/operations/once";
import type { Operation } from "@/lib/operations/operation";
import type { RateLimitRule } from "@/lib/rate-limit";
import { bearer, createPartner, sessionTokenFor, uniqueIp } from "../partner-helpers";
import { createStaff, staffToken } from "../staff-helpers";
import type { App, Call } from "./app";

async function signedInPartner(status: PartnerStatus) {
  const partner = await createPartner({ prefix: "contract", status });
  const token = await sessionTokenFor(partner);
  return { ...partner, token, auth: bearer(token) };
}

async function signedInStaff(role: StaffRole) {
  const staff = await createStaff(role);
  // An admin's session needs a second factor (decision 600): enrolled, as a fixture sets it.
  await db.staffUser.update({ where: { id: staff.staffId }, data: { totpEnabledAt: new Date() } });
  const token = await staffToken(staff.staffId);
  return { ...staff, token, auth: bearer(token) };
}

/**
 * Who calls, made on first use: a partner and a staff member. `refused`: callers signed in but not
 * allowed, a partner who is not approved and an editor (who may not read partners or the audit log).
 */
export class Callers {
  #partner?: ReturnType<typeof signedInPartner>;
  #staff?: ReturnType<typeof signedInStaff>;

  constructor(readonly refused = false) {}

  partner() {
    return (this.#partner ??= signedInPartner(this.refused ? "PENDING" : "APPROVED"));
  }

  staff() {
    return (this.#staff ??= signedInStaff(this.refused ? "EDITOR" : "ADMIN"));
  }
}

export type Bucket = [key: string, rule: RateLimitRule];
export type Recipe = (app: App, status: number) => Promise<void>;

export type Spec = {
  /** A call the operation answers with its documented success. */
  ok: (callers: Callers) => Promise<Call>;
  /** The rate-limit buckets the call takes from: spent in the database to provoke 429. */
  buckets?: (call: Call, callers: Callers) => Bucket[] | Promise<Bucket[]>;
  /** A write that runs once per submission: 409 while a twin runs, 422 for a key reused with another body. */
  once?: Operation;
  /** Recipes for the statuses the generic ones below cannot provoke. */
  answers?: Partial<Record<number, Recipe>>;
};

const CROSS_SITE = { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" };
/** Past every body cap: JSON 8-32 KB, a CSV 528 KB, an image 5 MB and its envelope. */
const OVERSIZED_BYTES = 6 * 1024 * 1024;

const withHeaders = (call: Call, headers: Record<string, string>): Call => ({
  ...call,
  headers: { ...call.headers, ...headers },
});
const isJson = (call: Call) => call.headers?.["content-type"] === "application/json";
const credentials = (call: Call) => call.headers?.authorization;

/** A URL that cannot name anything: a control character in the query, refused by proxy.ts (400). */
export const malformedUrl = (call: Call): Call => ({
  ...call,
  path: `${call.path}${call.path.includes("?") ? "&" : "?"}q=%00`,
});

/** The call's body past every cap, as the type it sends (JSON when it sends none). */
export const oversized = (call: Call): Call => {
  const type =
    call.body instanceof FormData ? "multipart/form-data; boundary=contract" : call.headers?.["content-type"];
  const body = new Uint8Array(OVERSIZED_BYTES).fill(0x78);
  return withHeaders({ ...call, body }, { "content-type": type ?? "application/json" });
};

/** A body of a type no operation takes. */
export const wrongType = (call: Call): Call =>
  withHeaders(
    { ...call, body: typeof call.body === "string" ? call.body : "{}" },
    { "content-type": "application/xml" },
  );

/** A JSON body that does not parse. */
export const unreadableJson = (call: Call): Call =>
  withHeaders({ ...call, body: "{ not json" }, { "content-type": "application/json" });

/** The Bearer token of the call, sent instead as its audience's cookie by a browser on another site. */
function crossSite(call: Call): Call {
  const { authorization, ...headers } = call.headers ?? {};
  const token = authorization?.replace(/^Bearer /, "");
  const name = call.path.startsWith("/api/admin/") ? "staffSession" : "authToken";
  return { ...call, headers: { ...headers, ...CROSS_SITE, ...(token ? { cookie: `${name}=${token}` } : {}) } };
}

/** Spends every bucket the call takes from, for the window from now, as that many calls would. */
export async function spendBuckets(buckets: Bucket[]) {
  for (const [key, { limit, windowSeconds }] of buckets) {
    const resetAt = new Date(Date.now() + windowSeconds * 1000);
    await db.rateLimitBucket.upsert({
      where: { key },
      create: { key, count: limit, resetAt },
      update: { count: limit, resetAt },
    });
  }
}

const successOf = (app: App, call: Call) =>
  Number(Object.keys(app.contract.match(call.method, call.path).op.responses).find((s) => s.startsWith("2")));

/** Generic recipes by status; null where the status does not come about that way for this operation. */
export function genericRecipe(spec: Spec, status: number): Recipe | null {
  const send = (make: (callers: Callers) => Promise<Call>) => async (app: App, expected: number) => {
    await app.send(await make(new Callers()), expected);
  };
  const accountOf = async (callers: Callers, once: Operation) =>
    once.audience === "partner" ? { account: `partner:${(await callers.partner()).id}` } : {};
  if (status < 300) return send(spec.ok);
  switch (status) {
    // The route's own refusal of a body that is not JSON; without a body, the proxy's of a malformed URL.
    case 400:
      return send(async (c) => {
        const call = await spec.ok(c);
        return isJson(call) ? unreadableJson(call) : malformedUrl(call);
      });
    case 401:
      return send(async (c) => {
        const call = await spec.ok(c);
        if (!credentials(call)) throw new Error(`${call.path} is called without credentials: give its 401 a recipe`);
        const { authorization: _, ...headers } = call.headers!;
        return { ...call, headers };
      });
    // A read by a caller who may not make it; a write from a browser on another site, with the cookie.
    case 403:
      return async (app, expected) => {
        const call = await spec.ok(new Callers(true));
        await app.send(call.method === "GET" ? call : crossSite(call), expected);
      };
    case 413:
      return send(async (c) => oversized(await spec.ok(c)));
    case 415:
      return send(async (c) => wrongType(await spec.ok(c)));
    case 429:
      if (!spec.buckets) return null;
      return send(async (c) => {
        const call = { ...(await spec.ok(c)), ip: uniqueIp() };
        await spendBuckets(await spec.buckets!(call, c));
        return call;
      });
    case 409: {
      const once = spec.once;
      if (!once) return null;
      return async (app, expected) => {
        const callers = new Callers();
        const key = `contract-${randomUUID()}`;
        const call = withHeaders(await spec.ok(callers), { "idempotency-key": key });
        const twin = onceKey(once.name, { ...(await accountOf(callers, once)), address: "" }, "", key);
        await claimKey(twin.key, twin.scope);
        await app.send(call, expected);
      };
    }
    case 422:
      if (!spec.once) return null;
      return async (app, expected) => {
        const callers = new Callers();
        const key = { "idempotency-key": `contract-${randomUUID()}` };
        const first = withHeaders(await spec.ok(callers), key);
        const other = withHeaders(await spec.ok(callers), key);
        const success = successOf(app, first);
        await app.send(first, success);
        const replay = await app.serve(first);
        if (replay.headers.get("idempotent-replayed") !== "true") throw new Error(`${first.path}: no replay`);
        await app.check(first, replay, success);
        await app.send(other, expected);
      };
    default:
      return null;
  }
}
