import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as follow from "@/app/go/[couponId]/route";
import { POST as login } from "@/app/api/v1/user/login/route";
import { db } from "@/lib/db";
import { getAuthSecret } from "@/lib/env";
import { used } from "@/lib/limits/limiter";
import { LIMITS } from "@/lib/limits/rules";
import { todayInIndia } from "@/lib/model/calendar-day";
// @ts-expect-error plain JavaScript module without types
import { withClientAddress } from "../../scripts/server.mjs";
import { eventsCounted, insertCoupon, partnerWithToken } from "./coupon-helpers";
import { fromIp, get, uniqueEmail } from "./partner-helpers";

// SECURITY.md row 31 (review 2026-11-28, M2): one IPv6 host holds a /64 and may use any address in it, so
// every per-address limit counts it by its /64 (decision 819). Sign-in comes in as it does behind nginx:
// through the app server's address handling (scripts/server.mjs) with TRUSTED_PROXY_COUNT=1, the caller
// named by the X-Forwarded-For entry the proxy appended.

/** A /64 of the documentation prefix that no other test uses. */
const slash64 = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;

describe("per-address limits key an IPv6 caller by its /64", () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    const handler = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const answer = await login(
        new Request(`http://localhost${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }),
      );
      res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
    };
    server = http.createServer(withClientAddress(handler, { secret: getAuthSecret(), trustedProxies: 1 }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A failed sign-in to an account nobody has, from `address` as the nearest proxy saw it. */
  const failFrom = (address: string) =>
    fetch(`${origin}/api/v1/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.7, ${address}` },
      body: JSON.stringify({ email: uniqueEmail("v6"), password: "not-the-password" }),
    });

  it("35 failed sign-ins from 35 addresses of one /64 meet a 429 from the 31st; another /64 is not held [security 31]", async () => {
    const net = slash64();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 1; i <= 35; i++) {
      const answer = await failFrom(`${net}::${i.toString(16)}`);
      statuses.push(answer.status);
      retryAfter ??= answer.headers.get("retry-after");
    }
    const limit = LIMITS.partnerSignInAddress.limit;
    expect(statuses).toEqual([...Array<number>(limit).fill(401), ...Array<number>(35 - limit).fill(429)]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another written form of the same /64, and the next /64 over.
    expect((await failFrom(`${net}:ffff:ffff:ffff:fffe`)).status).toBe(429);
    expect((await failFrom(`${slash64()}::1`)).status).toBe(401);
  });

  it("20 clicks on a tracking link from 20 addresses of one /64 count 3; another /64 counts again [security 31]", async () => {
    const { id: partnerId } = await partnerWithToken("v6-clicks");
    const coupon = await insertCoupon(partnerId, todayInIndia());
    // A browser of its own each time (decision 551 counts a browser once a day): only the /64 bound holds them.
    const go = (address: string, agent: string) =>
      follow.GET(get(`/go/${coupon.id}`, { ...fromIp(address), "user-agent": agent }), {
        params: Promise.resolve({ couponId: coupon.id }),
      });
    const net = slash64();
    for (let i = 1; i <= 20; i++) expect((await go(`${net}::${i.toString(16)}`, `Browser/${i}`)).status).toBe(302);
    const clicks = async () => {
      await eventsCounted(coupon.id);
      return (await db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).clickCount;
    };
    expect(await clicks()).toBe(LIMITS.offerClickPerAddress.limit);
    // Once the /64 has added its few, its further clicks write nothing: the budget is read, not taken.
    const budget = {
      rule: "offerClickPerAddress" as const,
      key: `CLICK:${coupon.id}:${todayInIndia()}`,
      address: `${net}::1`,
    };
    expect(await used(budget)).toBe(LIMITS.offerClickPerAddress.limit);
    await go(`${slash64()}::1`, "Browser/1");
    expect(await clicks()).toBe(LIMITS.offerClickPerAddress.limit + 1);
  });
});
