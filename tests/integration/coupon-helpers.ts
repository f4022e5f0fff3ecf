import { createHash } from "node:crypto";
import { expect } from "vitest";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEMO_APP_KEY } from "@/config/demo-accounts";
import { db } from "@/lib/db";
import { addDays, dayToDate } from "@/lib/model/calendar-day";
import { couponBody } from "../shared/coupon-body";
import { bearer, createPartner, sessionTokenFor } from "./partner-helpers";

/** An approved partner and a Bearer token for them, without going through sign-in's rate limits. */
export async function partnerWithToken(prefix = "coupons") {
  const partner = await createPartner({ prefix });
  const token = await sessionTokenFor(partner);
  return { ...partner, token, auth: bearer(token) };
}

/**
 * A valid coupon form, dated from the real today (the API checks dates against it). Its code follows from
 * the overrides: the same form twice is the same request (a double submit), two different forms are two
 * coupons, and two open coupons of a partner never share a code (decision 559).
 */
export function couponForm(overrides: Record<string, unknown> = {}) {
  const code = `K${createHash("sha256").update(JSON.stringify(overrides)).digest("hex").slice(0, 10).toUpperCase()}`;
  return {
    ...couponBody({
      code,
      category: ["Fashion", "Accessories"],
      description: "Handloom cotton kurtas.\nOne use per customer.",
    }),
    ...overrides,
  };
}

/** A coupon straight in the database, dated by offsets in days from `today`. */
export async function insertCoupon(
  partnerId: string,
  today: string,
  { start = 0, expiry = 10, ...rest }: { start?: number; expiry?: number } & Record<string, unknown> = {},
) {
  return db.coupon.create({
    data: {
      partnerId,
      title: "Seeded",
      brand: "Brand",
      link: "https://brand.example",
      categories: ["Fashion"],
      description: "Seeded coupon",
      imageUrl: "/uploads/x.png",
      startDate: dayToDate(addDays(today, start)),
      expiryDate: dayToDate(addDays(today, expiry)),
      ...rest,
    },
  });
}

/** An approved partner's coupon live on `today`: started the day before, ending ten days on. */
export async function liveCoupon(prefix: string, today: string, rest: Record<string, unknown> = {}) {
  const partner = await partnerWithToken(prefix);
  return { partner, coupon: await insertCoupon(partner.id, today, { start: -1, expiry: 10, ...rest }) };
}

export function jsonCall(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export const params = (id: string) => ({ params: Promise.resolve({ id }) });

/** What the app sends with a view (decision 551): its key (the demo's, where no keys are set) and a device id. */
export const appHeaders = (device: string, key = DEMO_APP_KEY) => ({ "x-app-key": key, "x-device-id": device });

/**
 * Waits until the coupon's queued events are counted (decision 551): this process's drain, and any drain
 * another test file's process started on the shared database, which takes the rows and counts them in
 * one transaction, so no row of the coupon left in the inbox means its counts are in.
 */
export async function eventsCounted(couponId: string): Promise<void> {
  const { drainEvents } = await import("@/lib/events/queue");
  for (let round = 0; round < 200; round++) {
    await drainEvents();
    if ((await db.couponEventInbox.count({ where: { couponId } })) === 0) return;
  }
  throw new Error(`events of ${couponId} were still queued after 200 drains`);
}

/** The coupon's counted clicks, once its queued events are counted. */
export async function countedClicks(couponId: string): Promise<number> {
  await eventsCounted(couponId);
  return (await db.coupon.findUniqueOrThrow({ where: { id: couponId } })).clickCount;
}

/**
 * The backend of transaction `tx`, and a wait until one other session waits for a lock it holds: how a
 * PostgreSQL-only test orders two transactions without sleeping.
 */
export async function lockHolder(tx: Prisma.TransactionClient) {
  const [backend] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
  const pid = backend!.pid;
  return {
    oneWaits: () =>
      expect
        .poll(async () => {
          const rows = await db.$queryRaw<{ n: bigint }[]>`
            SELECT count(*) AS n FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid))`;
          return Number(rows[0]!.n);
        })
        .toBe(1),
  };
}

/** `open` coupons that have not ended (live and listed) and `ended` ones, straight in the database. */
export async function fillCoupons(partnerId: string, today: string, open: number, ended = 0) {
  const row = (i: number, expiry: number) => ({
    partnerId,
    title: `Filler ${i}`,
    brand: "Brand",
    link: "https://brand.example",
    categories: ["Fashion"],
    description: "Filler",
    imageUrl: "/uploads/x.png",
    startDate: dayToDate(addDays(today, i % 2 ? -20 : 1)),
    expiryDate: dayToDate(addDays(today, expiry)),
  });
  await db.coupon.createMany({
    data: [
      ...Array.from({ length: open }, (_, i) => row(i, i % 3 ? 5 : 0)), // some end today: still open
      ...Array.from({ length: ended }, (_, i) => row(i, -1)),
    ],
  });
}
