// The clients of the load and fault test (./load-and-faults.test.ts): signed-in partners sending a mix
// of partner API calls, one request after another, and a ledger of every write they were told was
// stored, so the test can look for each one in the database afterwards.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { expect } from "vitest";
import { couponBody } from "../shared/coupon-body";
import type { SeededPartner } from "./seed";

export type Partner = SeededPartner & { token: string };
export type Written = { id: string; title: string; version: number };
/** A create not answered 2xx (503 or no answer): it may or may not be stored; a client would send it again. */
export type Unconfirmed = { title: string; key: string; body: string; partner: Partner };

export type Outcome = {
  op: string;
  status: number; // 0: no answer (socket error or timeout)
  error?: string;
  ms: number;
  startedAt: number;
  endedAt: number;
  body?: string;
  retryAfter?: string | null;
};

/** Tokens up front: the load itself never signs in (sign-in is CPU-bound and limited per address). */
export async function signIn(base: string, seeded: SeededPartner[], password: string, timeoutMs: number) {
  const partners: Partner[] = [];
  for (const partner of seeded) {
    const res = await fetch(`${base}/api/v1/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: partner.email, password }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${text}`);
    partners.push({ ...partner, token: (JSON.parse(text) as { data: { token: string } }).data.token });
  }
  return partners;
}

type ClientState = { partner: Partner; own: Written | null };

const COUPON_IMAGE = "https://kesari.example/kurta.png";

export type LoadClients = ReturnType<typeof loadClients>;

type Options = { base: string; partners: Partner[]; clients: number; runId: string; timeoutMs: number };

/** `clients` clients on the partner API at `base`, the partners taken in turn, and what they wrote. */
export function loadClients({ base, partners, clients, runId, timeoutMs }: Options) {
  /** What the run wrote and was told was written. */
  const created: Written[] = [];
  /** The last 2xx edit of each coupon, by id. */
  const edited = new Map<string, Written>();
  const unconfirmed: Unconfirmed[] = [];
  let titleCounter = 0;

  /** One request of the mix, chosen by weight: mostly reads, about one in five a write. */
  async function oneRequest(state: ClientState): Promise<Outcome> {
    const auth = { authorization: `Bearer ${state.partner.token}` };
    const roll = Math.random();
    let op: string;
    let path: string;
    let init: RequestInit = { headers: auth };
    let onOk: ((body: unknown) => void) | null = null;
    let onFail: (() => void) | null = null;
    if (roll < 0.3) {
      op = "GET coupon/listed";
      path = "/api/v1/coupon/listed";
    } else if (roll < 0.45) {
      op = "GET coupon";
      path = "/api/v1/coupon?limit=20";
    } else if (roll < 0.6) {
      op = "GET user";
      path = "/api/v1/user";
    } else if (roll < 0.75) {
      op = "GET notifications";
      path = "/api/v1/notifications";
    } else if (roll < 0.8) {
      op = "GET coupon/metrics";
      path = "/api/v1/coupon/metrics";
    } else if (roll < 0.93 || !state.own) {
      op = "POST coupon";
      path = "/api/v1/coupon";
      const title = `Load ${runId} #${++titleCounter}`;
      const key = `load-${randomUUID()}`;
      const body = JSON.stringify(couponBody({ title, image: COUPON_IMAGE }));
      init = { method: "POST", headers: { ...auth, "content-type": "application/json", "idempotency-key": key }, body };
      onOk = (body) => {
        const coupon = (body as { data: { id: string; title: string; version: number } }).data;
        expect(coupon.title).toBe(title);
        const written = { id: coupon.id, title, version: coupon.version };
        created.push(written);
        state.own = written;
      };
      onFail = () => unconfirmed.push({ title, key, body, partner: state.partner });
    } else {
      // An edit of a coupon this client created and alone edits, so the version it holds is current.
      const own = state.own;
      op = "PATCH coupon/{id}";
      path = `/api/v1/coupon/${own.id}`;
      const title = `${own.title.split(" edit ")[0]} edit ${own.version + 1}`;
      init = {
        method: "PATCH",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ ...couponBody({ title, image: COUPON_IMAGE }), version: own.version }),
      };
      onOk = (body) => {
        const coupon = (body as { data: { id: string; title: string; version: number } }).data;
        expect(coupon).toMatchObject({ id: own.id, title, version: own.version + 1 });
        const written = { id: own.id, title, version: coupon.version };
        edited.set(own.id, written);
        state.own = written;
      };
      // An unanswered edit may still have been stored: this client stops editing that coupon.
      onFail = () => (state.own = null);
    }
    const startedAt = performance.now();
    try {
      const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const ok = res.status >= 200 && res.status < 300;
      // Read every body: the answers of reads are not kept, failures are checked for what they show.
      const text = await res.text();
      const endedAt = performance.now();
      if (ok && onOk) onOk(JSON.parse(text));
      if (!ok) onFail?.();
      return {
        op,
        status: res.status,
        ms: endedAt - startedAt,
        startedAt,
        endedAt,
        body: ok ? undefined : text,
        retryAfter: res.headers.get("retry-after"),
      };
    } catch (error) {
      onFail?.();
      const endedAt = performance.now();
      const cause = (error as { cause?: { code?: string } }).cause;
      return {
        op,
        status: 0,
        error: `${(error as Error).name}: ${cause?.code ?? (error as Error).message}`,
        ms: endedAt - startedAt,
        startedAt,
        endedAt,
      };
    }
  }

  /** Every client sending one request after another, until `stop()` says so. */
  async function run(stop: () => boolean): Promise<{ outcomes: Outcome[]; seconds: number }> {
    const outcomes: Outcome[] = [];
    const startedAt = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, i) => {
        const state: ClientState = { partner: partners[i % partners.length]!, own: null };
        while (!stop()) outcomes.push(await oneRequest(state));
      }),
    );
    return { outcomes, seconds: (performance.now() - startedAt) / 1000 };
  }

  return { partners, run, created, edited, unconfirmed };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Logs one line for a phase (counts by status, requests per second, latencies) and returns it. */
export function summary(name: string, outcomes: Outcome[], seconds: number) {
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const ok = outcomes.filter((o) => o.status >= 200 && o.status < 300).length;
  const unavailable = outcomes.filter((o) => o.status === 503).length;
  const line = {
    phase: name,
    requests: outcomes.length,
    "2xx": ok,
    "503": unavailable,
    other: outcomes.length - ok - unavailable,
    rps: Math.round(outcomes.length / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? 0),
    seconds: Math.round(seconds * 10) / 10,
  };
  console.log(`[load] ${JSON.stringify(line)}`);
  return line;
}

/** Up to five failures, for a readable assertion message. */
export function sample(outcomes: Outcome[]) {
  return outcomes.slice(0, 5).map((o) => ({ op: o.op, status: o.status, error: o.error, body: o.body?.slice(0, 300) }));
}
