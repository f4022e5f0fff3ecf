import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";

const appKey = vi.hoisted(() => {
  const made = `webhooks-app-${crypto.randomUUID()}`;
  process.env.APP_API_KEYS = made;
  return made;
});

import * as claims from "@/app/api/v1/offers/[id]/claims/route";
import * as codesRoute from "@/app/api/v1/coupon/[id]/codes/route";
import * as redemptions from "@/app/api/v1/redemptions/route";
import type { PartnerSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { MAX_ATTEMPTS } from "@/lib/mail/outbox-policy";
import { todayInIndia } from "@/lib/model/calendar-day";
import { execute } from "@/lib/operations/execute";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  resendWebhookDelivery,
  rotateWebhookSecret,
} from "@/lib/partner-account/webhooks";
import { listWebhookDeliveries } from "@/lib/data/webhook-deliveries";
import { setWebhookNetworkForTests, type WebhookTransport } from "@/lib/webhooks/network";
import { drainWebhooks } from "@/lib/webhooks/outbox";
import { insertCoupon, jsonCall, params, partnerWithToken } from "./coupon-helpers";
import { uniqueIp } from "./partner-helpers";
import { startReceiver } from "./webhook-receiver";

// Webhooks (issue 49 item 4, decision 561, SECURITY row 44). The only network is a receiver on this
// machine, written from docs/API.md alone; the test's resolver says the partner's host has a public
// address and its transport carries the request to the loopback receiver instead. Without that seam the
// production resolver and https transport run, and they refuse loopback and private addresses.

const today = todayInIndia();
const HOST = "hooks.shop.example";
const PUBLIC = { address: "93.184.215.14", family: 4 as const };

// Each test's partners' endpoints (and so their deliveries) go with it: a later file's drain never meets them.
const partners: string[] = [];
afterEach(async () => {
  setWebhookNetworkForTests(undefined);
  await db.webhookEndpoint.deleteMany({ where: { partnerId: { in: partners.splice(0) } } });
});

/** The partner's session, as the dashboard's actions have it. */
const as = (partner: { id: string; email: string }) => ({
  actor: {
    partnerId: partner.id,
    sessionId: `s-${partner.id}`,
    device: "Test",
    email: partner.email,
    firstName: "Asha",
    lastName: "Rao",
    fullName: "Asha Rao",
  } satisfies PartnerSession,
  ip: uniqueIp(),
  userAgent: null,
  via: "action" as const,
});

/** Carries the signed request to the receiver on 127.0.0.1, as the https transport would to `address`. */
const loopback =
  (port: number, seen: string[] = []): WebhookTransport =>
  ({ url, address, headers, body }) =>
    new Promise((resolve, reject) => {
      seen.push(`${url.host} ${address.address}`);
      const req = request({ host: "127.0.0.1", port, path: url.pathname, method: "POST", headers }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, excerpt: text }));
      });
      req.on("error", reject);
      req.end(body);
    });

let resolvesTo = PUBLIC;
const resolve = async (host: string) => {
  if (host !== HOST) throw new Error(`no DNS in tests: ${host}`);
  return [resolvesTo];
};

async function setUp(prefix: string) {
  resolvesTo = PUBLIC;
  const partner = await partnerWithToken(prefix);
  partners.push(partner.id);
  let clock = Date.now();
  let secret = "";
  const receiver = await startReceiver(
    () => secret,
    () => clock,
  );
  const seen: string[] = [];
  setWebhookNetworkForTests({ resolve, transport: loopback(receiver.port, seen) });
  const made = await execute(createWebhookEndpoint, { url: `https://${HOST}/paisapilot?shop=1` }, as(partner));
  secret = made.data.secret;
  return {
    partner,
    receiver,
    seen,
    endpoint: made.data,
    setClock: (at: Date) => (clock = at.getTime()),
    setSecret: (value: string) => (secret = value),
  };
}

async function claimedCoupon(partner: { id: string; auth: Record<string, string> }) {
  const coupon = await insertCoupon(partner.id, today, { start: -1, expiry: 10 });
  await codesRoute.POST(
    jsonCall("POST", `/api/v1/coupon/${coupon.id}/codes`, { mode: "generated" }, partner.auth),
    params(coupon.id),
  );
  const answer = await claims.POST(
    jsonCall("POST", `/api/v1/offers/${coupon.id}/claims`, { userId: randomUUID() }, { "x-app-key": appKey }),
    params(coupon.id),
  );
  expect(answer.status).toBe(201);
  return { coupon, claim: (await answer.json()).data as { id: string; code: string; claimedAt: string } };
}

const deliveries = (partnerId: string) =>
  db.webhookDelivery.findMany({ where: { partnerId }, orderBy: { createdAt: "asc" } });

const refusal = (error: unknown) => (isAppError(error) ? { code: error.code, fields: error.extra.fieldErrors } : error);

describe("webhooks", () => {
  it("a claim is delivered signed; an endpoint that fails is retried and recovers; the documented receiver verifies each [security 44]", async () => {
    const { partner, receiver, seen } = await setUp("hooks-recover");
    try {
      receiver.answer(503);
      const { coupon, claim } = await claimedCoupon(partner);
      // The first attempt followed the claim at once, and failed.
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]).toMatchObject({ verified: true, answered: 503 });
      const [failed] = await deliveries(partner.id);
      expect(failed).toMatchObject({ type: "claim.created", status: "RETRYING", attempts: 1, lastStatusCode: 503 });
      expect(failed!.lastError).toBe("Answered 503: receiver says 503");
      expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      // Not due yet: nothing is sent.
      expect(await drainWebhooks({ partnerId: partner.id })).toMatchObject({ delivered: 0, retrying: 0 });
      receiver.answer(200);
      const due = failed!.nextAttemptAt;
      expect(await drainWebhooks({ partnerId: partner.id, now: due })).toMatchObject({ delivered: 1 });
      const [first, second] = receiver.received;
      expect(second).toMatchObject({ verified: true, answered: 200 });
      expect(second!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
      expect(second!.headers["webhook-id"]).toBe(failed!.id);
      expect(Number(second!.headers["webhook-timestamp"])).toBe(Math.floor(due.getTime() / 1000));
      expect(second!.body).toBe(first!.body);
      expect(JSON.parse(second!.body)).toEqual({
        type: "claim.created",
        timestamp: claim.claimedAt,
        data: { claimId: claim.id, offerId: coupon.id, claimedAt: claim.claimedAt, code: claim.code },
      });
      expect(await deliveries(partner.id)).toEqual([
        expect.objectContaining({ status: "DELIVERED", attempts: 2, lastStatusCode: 200, lastError: "ok" }),
      ]);
      // Every request went to the checked address of the endpoint's own host.
      expect(new Set(seen)).toEqual(new Set([`${HOST} ${PUBLIC.address}`]));

      // A redemption at the checkout is told too, with its amount.
      const redeemed = await redemptions.POST(
        jsonCall("POST", "/api/v1/redemptions", { code: claim.code, orderAmount: 1499.5 }, partner.auth),
      );
      expect(redeemed.status).toBe(201);
      const last = receiver.received.at(-1)!;
      expect(last.verified).toBe(true);
      expect(JSON.parse(last.body)).toMatchObject({
        type: "redemption.created",
        data: { code: claim.code, offerId: coupon.id, claimId: claim.id, orderAmount: 1499.5, via: "dashboard" },
      });
    } finally {
      await receiver.close();
    }
  });

  it("gives up after the outbox's last attempt; Send again delivers it with the same id [security 44]", async () => {
    const { partner, receiver } = await setUp("hooks-again");
    try {
      receiver.answer(500);
      await claimedCoupon(partner);
      const [row] = await deliveries(partner.id);
      await db.webhookDelivery.update({ where: { id: row!.id }, data: { attempts: MAX_ATTEMPTS - 1 } });
      expect(await drainWebhooks({ partnerId: partner.id, now: row!.nextAttemptAt })).toMatchObject({ failed: 1 });
      expect((await listWebhookDeliveries(partner.id))[0]).toMatchObject({
        status: "FAILED",
        attempts: MAX_ATTEMPTS,
        nextAttemptAt: null,
      });

      // Another partner cannot send it again, nor see it.
      const stranger = await partnerWithToken("hooks-again-stranger");
      await expect(execute(resendWebhookDelivery, { id: row!.id }, as(stranger)).catch(refusal)).resolves.toEqual({
        code: "not_found",
        fields: undefined,
      });
      expect(await listWebhookDeliveries(stranger.id)).toEqual([]);

      receiver.answer(200);
      const before = receiver.received.length;
      await execute(resendWebhookDelivery, { id: row!.id }, as(partner));
      expect(receiver.received).toHaveLength(before + 1);
      expect(receiver.received.at(-1)).toMatchObject({ verified: true, answered: 200 });
      expect(receiver.received.at(-1)!.headers["webhook-id"]).toBe(row!.id);
      expect((await listWebhookDeliveries(partner.id))[0]).toMatchObject({ status: "DELIVERED", attempts: 1 });
    } finally {
      await receiver.close();
    }
  });

  it("keeps the secret sealed, shows it once; a rotated secret signs from then on [security 44]", async () => {
    const { partner, receiver, endpoint, setSecret } = await setUp("hooks-rotate");
    try {
      const row = await db.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
      expect(JSON.stringify(row)).not.toContain(endpoint.secret.slice(6));
      expect(endpoint.secret).toMatch(/^whsec_/);
      const rotated = await execute(rotateWebhookSecret, { id: endpoint.id }, as(partner));
      expect(rotated.data.secret).not.toBe(endpoint.secret);
      // The receiver still holds the old secret: the next delivery does not verify with it.
      await claimedCoupon(partner);
      expect(receiver.received.at(-1)).toMatchObject({ verified: false, answered: 401 });
      setSecret(rotated.data.secret);
      const [row2] = await deliveries(partner.id);
      await drainWebhooks({ partnerId: partner.id, now: row2!.nextAttemptAt });
      expect(receiver.received.at(-1)).toMatchObject({ verified: true, answered: 200 });
    } finally {
      await receiver.close();
    }
  });

  it("another partner's endpoint is not found; the list and the queue are the owner's only [security 44]", async () => {
    const { partner, receiver, endpoint } = await setUp("hooks-owner");
    try {
      const stranger = await partnerWithToken("hooks-owner-stranger");
      for (const operation of [rotateWebhookSecret, deleteWebhookEndpoint])
        await expect(execute(operation, { id: endpoint.id }, as(stranger)).catch(refusal)).resolves.toEqual({
          code: "not_found",
          fields: undefined,
        });
      // A claim of the stranger's coupon is not sent to this partner's endpoint.
      await claimedCoupon(stranger);
      expect(receiver.received).toHaveLength(0);
      expect(await deliveries(stranger.id)).toEqual([]);
      await execute(deleteWebhookEndpoint, { id: endpoint.id }, as(partner));
      await claimedCoupon(partner);
      expect(await deliveries(partner.id)).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it("refuses a host that resolves to a private address at delivery time (DNS rebinding) [security 44]", async () => {
    const { partner, receiver, seen } = await setUp("hooks-rebind");
    try {
      resolvesTo = { address: "127.0.0.1", family: 4 };
      await claimedCoupon(partner);
      expect(seen).toEqual([]);
      expect(receiver.received).toHaveLength(0);
      expect((await deliveries(partner.id))[0]).toMatchObject({
        status: "RETRYING",
        lastStatusCode: null,
        lastError: "Refused: the address is not on the public internet",
      });
    } finally {
      await receiver.close();
    }
  });

  it("production refuses loopback, private and plain-http endpoints when saved and when sent [security 44]", async () => {
    const partner = await partnerWithToken("hooks-prod");
    partners.push(partner.id);
    const refused = async (url: string) =>
      execute(createWebhookEndpoint, { url }, as(partner)).then(() => "accepted", refusal);
    for (const url of [
      "https://127.0.0.1/hooks",
      "https://[::1]/hooks",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.7/hooks",
      "https://[::ffff:192.168.1.1]/hooks",
    ])
      expect(await refused(url)).toEqual({
        code: "validation_failed",
        fields: { url: ["This address is not on the public internet. Enter your server's public https address."] },
      });
    expect(await refused("http://127.0.0.1/hooks")).toMatchObject({ code: "validation_failed" });
    expect(await refused("https://93.184.215.14:8443/hooks")).toMatchObject({
      fields: { url: ["Use the standard https port: remove the :port from the address."] },
    });
    expect(await refused("https://user:pw@93.184.215.14/hooks")).toMatchObject({ code: "validation_failed" });

    // An endpoint saved when its address was public is refused at delivery, before any connection.
    const endpoint = await execute(createWebhookEndpoint, { url: "https://93.184.215.14/hooks" }, as(partner));
    await db.webhookEndpoint.update({ where: { id: endpoint.data.id }, data: { url: "https://127.0.0.1/hooks" } });
    await claimedCoupon(partner);
    expect((await deliveries(partner.id))[0]).toMatchObject({
      status: "RETRYING",
      lastError: "Refused: the address is not on the public internet",
    });
  });
});
