import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { setWebhookNetworkForTests, type WebhookTransport } from "@/lib/webhooks/network";
import { drainWebhooks } from "@/lib/webhooks/outbox";
import { makeSealedSecret } from "@/lib/webhooks/secret";
import { createPartner } from "./partner-helpers";

// The drain's fairness (decision 836): one partner's receiver that is slow or gone must not hold up other
// partners' deliveries. The drains run at a set time months before the real clock, so only this file's
// deliveries are due in them; the network is the test's, as in webhooks.test.ts.

const NOW = new Date("2026-06-01T00:00:00Z");
const PUBLIC = { address: "93.184.215.14", family: 4 as const };
const SLOW = "slow.shop.example";
const HEALTHY = "hooks.shop.example";

const partners: string[] = [];
afterEach(async () => {
  setWebhookNetworkForTests(undefined);
  await db.partner.deleteMany({ where: { id: { in: partners.splice(0) } } });
});

/** A partner with one endpoint at `host`, and `count` deliveries due before NOW, the first `earlierBy` ms before it. */
async function endpointWithDue(host: string, count: number, earlierBy: number) {
  const partner = await createPartner({ prefix: `drain-${host.split(".")[0]}` });
  partners.push(partner.id);
  const id = `we_${randomUUID()}`;
  const { sealedSecret, secretPrefix } = makeSealedSecret(id);
  await db.webhookEndpoint.create({
    data: { id, partnerId: partner.id, url: `https://${host}/hook`, sealedSecret, secretPrefix },
  });
  await db.webhookDelivery.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      id: `msg_${randomUUID()}`,
      endpointId: id,
      partnerId: partner.id,
      type: "claim.created",
      payload: JSON.stringify({ n: i }),
      createdAt: new Date(NOW.getTime() - earlierBy + i),
      nextAttemptAt: new Date(NOW.getTime() - earlierBy + i),
    })),
  });
  return partner.id;
}

const rows = (partnerId: string) =>
  db.webhookDelivery.findMany({ where: { partnerId }, select: { status: true, attempts: true, lastError: true } });

/** The test's network: both hosts resolve to a public address; `slow` answers for the slow host. */
function network(slow: WebhookTransport) {
  const healthySeen: string[] = [];
  let healthyArrived!: () => void;
  const arrived = new Promise<void>((resolve) => (healthyArrived = resolve));
  setWebhookNetworkForTests({
    resolve: async (host) => {
      if (host !== SLOW && host !== HEALTHY) throw new Error(`no DNS in tests: ${host}`);
      return [PUBLIC];
    },
    transport: async (request) => {
      if (request.url.host === SLOW) return slow(request);
      healthySeen.push(request.body);
      healthyArrived();
      return { status: 200, excerpt: "ok" };
    },
  });
  return { healthySeen, arrived };
}

describe("the webhook drain", () => {
  it("a receiver that takes its time holds two of the drain's ten deliveries in flight, never the other partners' [security 44]", async () => {
    const slowPartner = await endpointWithDue(SLOW, 12, 60_000);
    const healthyPartner = await endpointWithDue(HEALTHY, 1, 1_000);
    let inFlight = 0;
    let most = 0;
    const { healthySeen, arrived } = network(async ({ signal }) => {
      most = Math.max(most, ++inFlight);
      // Answers only once the other partner's delivery, due after all twelve of these, has gone out.
      await Promise.race([
        arrived,
        new Promise((_, reject) => signal.addEventListener("abort", () => reject(new Error("no answer")))),
      ]);
      inFlight--;
      return { status: 200, excerpt: "ok" };
    });

    expect(await drainWebhooks({ now: NOW })).toEqual({ delivered: 13, retrying: 0, failed: 0, superseded: 0 });
    expect(healthySeen).toHaveLength(1);
    expect(most).toBeLessThanOrEqual(2);
    expect(await rows(healthyPartner)).toEqual([{ status: "DELIVERED", attempts: 1, lastError: "ok" }]);
    expect(await rows(slowPartner)).toEqual(Array(12).fill({ status: "DELIVERED", attempts: 1, lastError: "ok" }));
  });

  it("an endpoint that gives no answer gets no more attempts in that drain; its deliveries wait, untouched, for the next [security 44]", async () => {
    const gonePartner = await endpointWithDue(SLOW, 6, 60_000);
    const healthyPartner = await endpointWithDue(HEALTHY, 1, 1_000);
    let attempts = 0;
    network(async () => {
      attempts++;
      throw new Error("connect ECONNREFUSED");
    });

    const result = await drainWebhooks({ now: NOW });
    expect(result.delivered).toBe(1);
    expect(await rows(healthyPartner)).toEqual([{ status: "DELIVERED", attempts: 1, lastError: "ok" }]);
    // At most the two that were already in flight when the first failed; the other four are as they were.
    expect(attempts).toBeGreaterThanOrEqual(1);
    expect(attempts).toBeLessThanOrEqual(2);
    expect(result.retrying).toBe(attempts);
    const gone = await rows(gonePartner);
    expect(gone.filter((row) => row.status === "RETRYING")).toEqual(
      Array(attempts).fill({ status: "RETRYING", attempts: 1, lastError: "connect ECONNREFUSED" }),
    );
    expect(gone.filter((row) => row.status === "QUEUED")).toEqual(
      Array(6 - attempts).fill({ status: "QUEUED", attempts: 0, lastError: null }),
    );

    // The next drain tries the endpoint again.
    const again = await drainWebhooks({ now: NOW });
    expect(again.retrying).toBeGreaterThanOrEqual(1);
    expect(attempts).toBeGreaterThan(result.retrying);
  });
});
