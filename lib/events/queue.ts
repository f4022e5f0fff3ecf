import "server-only";
import { after } from "next/server";
import { db } from "@/lib/db";
import { appendToInbox, countSignals, drainInbox, type CouponSignal } from "@/lib/data/coupon-events";
import { appendToStream, drainStream, eventStream } from "./redis-stream";

// One way in for views, clicks and claims (decision 551): a request appends its event and answers; a
// drain counts what waits, a batch at a time, right after the response that queued it and from the cron
// route every minute. The queue is the Redis stream when Redis keeps its data on disk, else the
// PostgreSQL inbox; an event Redis refuses goes to the inbox, and every drain empties both, so an event
// that was acknowledged is counted once whatever restarts in between.

const BATCH = 500;
const BUDGET_MS = 5_000;

export type DrainResult = { counted: number };

let running: Promise<DrainResult> | null = null;
let again = false;
let warned = false;

/** Queues the events; resolves once they are stored (in Redis or PostgreSQL), then a drain is started. */
export async function appendEvents(events: CouponSignal[]): Promise<void> {
  if (!events.length) return;
  const redis = await eventStream();
  let queued = false;
  if (redis) {
    try {
      await appendToStream(redis, events);
      queued = true;
    } catch (error) {
      if (!warned) console.warn(`[events] Redis refused events (${(error as Error).message}): queued in PostgreSQL`);
      warned = true;
    }
  }
  if (!queued) await appendToInbox(events);
  drainSoon();
}

/** Counts every event waiting, a batch at a time, until none is left or the time budget is spent. */
async function drainAll(budgetMs: number): Promise<DrainResult> {
  const deadline = performance.now() + budgetMs;
  let counted = 0;
  for (;;) {
    const redis = await eventStream();
    const fromStream = redis
      ? await drainStream(redis, BATCH, (events) => db.$transaction((tx) => countSignals(events, tx))).catch(
          (error: unknown) => {
            console.warn(`[events] stream drain failed: ${(error as Error).message}`);
            return 0;
          },
        )
      : 0;
    const fromInbox = await drainInbox(BATCH, countSignals);
    counted += fromStream + fromInbox;
    if ((fromStream < BATCH && fromInbox < BATCH) || performance.now() > deadline) return { counted };
  }
}

function startDrain(budgetMs: number): Promise<DrainResult> {
  const run = (async () => {
    let total = 0;
    do {
      again = false;
      total += (await drainAll(budgetMs)).counted;
    } while (again);
    return { counted: total };
  })();
  running = run.finally(() => (running = null));
  return running;
}

/** A drain after the current response (outside a request: at once); one at a time per process. */
export function drainSoon(): void {
  if (running) {
    again = true;
    return;
  }
  const task = () =>
    startDrain(BUDGET_MS).then(
      () => undefined,
      (error: unknown) => console.warn(`[events] drain left to the next one: ${(error as Error).message}`),
    );
  try {
    after(task);
  } catch {
    void task();
  }
}

/**
 * Counts everything queued so far: waits for this process's drain in progress, then drains itself. The
 * cron route, scripts and tests call it; a request uses drainSoon.
 */
export async function drainEvents(budgetMs = BUDGET_MS): Promise<DrainResult> {
  while (running) await running.catch(() => undefined);
  return startDrain(budgetMs);
}
