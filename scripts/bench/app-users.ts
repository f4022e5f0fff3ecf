// Simulated app users for the app section (scripts/bench/app.ts): each with its own device id, source address
// and keep-alive connection, thinking between requests, in the mix (feed 70%, offer 20%: GET the
// offer then POST its view, click 8%, claim 2%); and a record of what was sent, to reconcile with what the
// app counted.
import { request } from "../../tests/shared/loopback-request";

export type Action = "feed" | "offer" | "view" | "click" | "claim";
export type Mix = [Action, number][];

export const USER_MIX: Mix = [
  ["feed", 0.7],
  ["offer", 0.2],
  ["click", 0.08],
  ["claim", 0.02],
];
/** The user mix's events alone, in its proportions: an offer's view, a click, a claim. */
export const EVENT_MIX: Mix = [
  ["view", 0.2 / 0.3],
  ["click", 0.08 / 0.3],
  ["claim", 0.02 / 0.3],
];

/** The action a roll in [0, 1) lands on. */
export function pick(mix: Mix, roll: number): Action {
  let edge = 0;
  for (const [action, share] of mix) {
    edge += share;
    if (roll < edge) return action;
  }
  return mix.at(-1)![0];
}

/** A user's own loopback source address for run `run` (0-99), distinct for up to 62,500 users. */
export function sourceAddress(run: number, user: number): string {
  if (run < 0 || run > 99 || user < 0 || user >= 250 * 250)
    throw new Error(`no address for user ${user} of run ${run}`);
  return `127.${100 + run}.${Math.floor(user / 250)}.${(user % 250) + 2}`;
}

/** The n-th address never used before, for X-Forwarded-For (n from 1 to 2^24 - 1). */
export function forwardedAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Events tried (sent), and acknowledged (the app said it took them), each once per thing counted. */
export type Tally = { acked: Set<string>; tried: Set<string> };
export type Sent = { views: Tally; clicks: Tally; claims: Tally };
const noneSent = (): Sent => ({
  views: { acked: new Set(), tried: new Set() },
  clicks: { acked: new Set(), tried: new Set() },
  claims: { acked: new Set(), tried: new Set() },
});

export type PlayOptions = {
  /** Makes the run's devices, users and agents its own: a number from 0 to 99. */
  run: number;
  users: number;
  seconds: number;
  /** Think time between a user's actions, uniform in [min, max] ms. */
  thinkMs: [number, number];
  mix: Mix;
  /** The port the next request goes to: an instance, nginx, or the floor. */
  port: () => number;
  /** The offer the next action is about. */
  coupon: () => string;
  appKeys: string[];
  /**
   * Every event from a visitor never seen before, named in X-Forwarded-For (the bench is the instances'
   * one trusted hop); else each user sends from its own source address as one device, person and browser.
   */
  freshVisitors?: boolean;
};

export type Played = {
  requests: number;
  /** Response times in ms: the feed, an offer's GET, and the events (views, clicks, claims). */
  latency: { feed: number[]; offer: number[]; event: number[] };
  /** When each event was sent (ms on performance's clock) and the offer it was about, in the order of `latency.event`. */
  eventSentAt: number[];
  eventCoupon: string[];
  /** Requests that failed or answered an unexpected status, by what happened. */
  errors: Map<string, number>;
  sent: Sent;
};

const EXPECTED: Record<Action, number[]> = {
  feed: [200],
  offer: [200],
  view: [202],
  click: [302],
  claim: [201, 200],
};

let nextFresh = 1;

/** Plays `users` app users for `seconds`, each thinking between its actions, until the time is up. */
export async function playUsers(options: PlayOptions): Promise<Played> {
  const played: Played = {
    requests: 0,
    latency: { feed: [], offer: [], event: [] },
    eventSentAt: [],
    eventCoupon: [],
    errors: new Map(),
    sent: noneSent(),
  };
  const end = Date.now() + options.seconds * 1000;
  const think = () => options.thinkMs[0] + Math.random() * (options.thinkMs[1] - options.thinkMs[0]);
  const call = async (
    action: Action,
    user: { from?: string; headers: Record<string, string> },
    { method, path, body, coupon = "" }: { method: string; path: string; body?: unknown; coupon?: string },
  ): Promise<boolean> => {
    const started = performance.now();
    let outcome: string;
    try {
      const answer = await request(options.port(), {
        method,
        path,
        from: user.from,
        headers: { ...user.headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      outcome = String(answer.status);
    } catch (error) {
      outcome = (error as NodeJS.ErrnoException).code ?? "network error";
    }
    played.requests++;
    if (action === "feed" || action === "offer") played.latency[action].push(performance.now() - started);
    else {
      played.latency.event.push(performance.now() - started);
      played.eventSentAt.push(started);
      played.eventCoupon.push(coupon);
    }
    const ok = EXPECTED[action].includes(Number(outcome));
    if (!ok) played.errors.set(`${action} ${outcome}`, (played.errors.get(`${action} ${outcome}`) ?? 0) + 1);
    return ok;
  };
  const record = async (tally: Tally, key: string, send: () => Promise<boolean>) => {
    tally.tried.add(key);
    if (await send()) tally.acked.add(key);
  };

  const user = async (u: number) => {
    const own = { from: sourceAddress(options.run, u), device: `bench-${options.run}-${u}-device`, id: `u${u}` };
    const appKey = options.appKeys[u % options.appKeys.length]!;
    await new Promise((r) => setTimeout(r, Math.random() * options.thinkMs[1])); // users arrive over a think time
    while (Date.now() < end) {
      const fresh = options.freshVisitors ? nextFresh++ : 0;
      const who = fresh
        ? { from: undefined, device: `bench-fresh-${fresh}`, id: `f${fresh}`, address: forwardedAddress(fresh) }
        : { ...own, address: own.from };
      const agent = `BenchApp/${options.run}.${who.id}`;
      const headers: Record<string, string> = {
        "user-agent": agent,
        ...(fresh ? { "x-forwarded-for": who.address } : {}),
      };
      const caller = { from: who.from, headers };
      const app = { from: who.from, headers: { ...headers, "x-app-key": appKey, "x-device-id": who.device } };
      const coupon = options.coupon();
      const action = pick(options.mix, Math.random());
      const view = () =>
        record(played.sent.views, `${who.device}|${coupon}`, () =>
          call("view", app, { method: "POST", path: `/api/v1/offers/${coupon}/views`, coupon }),
        );
      if (action === "feed") await call("feed", caller, { method: "GET", path: "/api/v1/offers" });
      else if (action === "offer") {
        if (await call("offer", caller, { method: "GET", path: `/api/v1/offers/${coupon}` })) await view();
      } else if (action === "view") await view();
      else if (action === "click")
        await record(played.sent.clicks, `${who.address}|${agent}|${coupon}`, () =>
          call("click", caller, { method: "GET", path: `/go/${coupon}`, coupon }),
        );
      else {
        const userId = `bench-${options.run}-${who.id}`;
        await record(played.sent.claims, `${userId}|${coupon}`, () =>
          call("claim", app, { method: "POST", path: `/api/v1/offers/${coupon}/claims`, body: { userId }, coupon }),
        );
      }
      await new Promise((r) => setTimeout(r, think()));
    }
  };
  await Promise.all(Array.from({ length: options.users }, (_, u) => user(u)));
  return played;
}
