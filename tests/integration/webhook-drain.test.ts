import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { setWebhookNetworkForTests, type WebhookTransport } from "@/lib/webhooks/network";
import { drainWebhooks } from "@/lib/webhooks/outbox";
import { makeSealedSecret } from "@/lib/webhooks/secret";
import { createPartner } from "./partner-helpers";

// The drain's fairness (decision 836): one partner's receivers, slow or gone, must not hold up other
// partners' deliveries. The drains run at a set time months before the real clock, and each test reads
// its own partners' rows; the network is the test's, as in webhooks.test.ts.

const NOW = new Date("2026-06-01T00:00:00Z");
const PUBLIC = { address: "93.184.215.14", family: 4 as const };
const SLOW = "slow.shop.example";
const SLOW_TOO = "slow-too.shop.example";
const ERRORS = "errors.shop.example";
const HEALTHY = "hooks.shop.example";
const HOSTS = [SLOW, SLOW_TOO, ERRORS, HEALTHY];

const partners: string[] = [];
afterEach(async () => {
  setWebhookNetworkForTests(undefined);
  await db.partner.deleteMany({ where: { id: { in: partners.splice(0) } } });
});

/** An endpoint at `host` (of a new partner, or of `partnerId`), with `count` deliveries due before NOW. */
async function endpointWithDue(host: string, count: number, earlierBy: number, partnerId?: string) {
  if (!partnerId) {
    partnerId = (await createPartner({ prefix: `drain-${host.split(".")[0]}` })).id;
    partners.push(partnerId);
  }
  const id = `we_${randomUUID()}`;
  const { sealedSecret, secretPrefix } = makeSealedSecret(id);
  await db.webhookEndpoint.create({
    data: { id, partnerId, url: `https://${host}/hook`, sealedSecret, secretPrefix },
  });
  await db.webhookDelivery.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      id: `msg_${randomUUID()}`,
      endpointId: id,
      partnerId: partnerId!,
      type: "claim.created",
      payload: JSON.stringify({ n: i }),
      createdAt: new Date(NOW.getTime() - earlierBy + i),
      nextAttemptAt: new Date(NOW.getTime() - earlierBy + i),
    })),
  });
  return partnerId;
}

const rows = (partnerId: string) =>
  db.webhookDelivery.findMany({ where: { partnerId }, select: { status: true, attempts: true, lastError: true } });

/** The test's network: every host resolves to a public address; `slow` answers for all but the healthy one. */
function network(slow: WebhookTransport) {
  const healthySeen: string[] = [];
  let healthyArrived!: () => void;
  const arrived = new Promise<void>((resolve) => (healthyArrived = resolve));
  setWebhookNetworkForTests({
    resolve: async (host) => {
      if (!HOSTS.includes(host)) throw new Error(`no DNS in tests: ${host}`);
      return [PUBLIC];
    },
    transport: async (request) => {
      if (request.url.host !== HEALTHY) return slow(request);
      healthySeen.push(request.body);
      healthyArrived();
      return { status: 200, excerpt: "ok" };
    },
  });
  return { healthySeen, arrived };
}

describe("the webhook drain", () => {
  it("receivers that take their time hold two of the drain's ten deliveries in flight, never the other partners' [security 44]", async () => {
    const slowPartner = await endpointWithDue(SLOW, 8, 60_000);
    await endpointWithDue(SLOW_TOO, 8, 50_000, slowPartner);
    const healthyPartner = await endpointWithDue(HEALTHY, 1, 1_000);
    let inFlight = 0;
    let most = 0;
    const { healthySeen, arrived } = network(async ({ signal }) => {
      most = Math.max(most, ++inFlight);
      // Answers only once the other partner's delivery, due after all sixteen of these, has gone out.
      await Promise.race([
        arrived,
        new Promise((_, reject) => signal.addEventListener("abort", () => reject(new Error("no answer")))),
      ]);
      inFlight--;
      return { status: 200, excerpt: "ok" };
    });

    expect((await drainWebhooks({ now: NOW })).delivered).toBeGreaterThanOrEqual(17);
    expect(healthySeen).toHaveLength(1);
    expect(most).toBeLessThanOrEqual(2);
    expect(await rows(healthyPartner)).toEqual([{ status: "DELIVERED", attempts: 1, lastError: "ok" }]);
    expect(await rows(slowPartner)).toEqual(Array(16).fill({ status: "DELIVERED", attempts: 1, lastError: "ok" }));
  });

  it("an endpoint that gives no answer gets no more attempts in that drain; its deliveries wait, untouched, for the next [security 44]", async () => {
    const gonePartner = await endpointWithDue(SLOW, 6, 60_000);
    const erringPartner = await endpointWithDue(ERRORS, 4, 59_000);
    const healthyPartner = await endpointWithDue(HEALTHY, 1, 1_000);
    let attempts = 0;
    network(async ({ url }) => {
      // An endpoint that answers, even with an error, is not skipped: each delivery gets its attempt.
      if (url.host === ERRORS) return { status: 500, excerpt: "down for maintenance" };
      attempts++;
      throw new Error("connect ECONNREFUSED");
    });

    const result = await drainWebhooks({ now: NOW });
    expect(await rows(erringPartner)).toEqual(
      Array(4).fill({ status: "RETRYING", attempts: 1, lastError: "Answered 500: down for maintenance" }),
    );
    expect(await rows(healthyPartner)).toEqual([{ status: "DELIVERED", attempts: 1, lastError: "ok" }]);
    // At most the two that were already in flight when the first failed; the other four are as they were.
    expect(attempts).toBeGreaterThanOrEqual(1);
    expect(attempts).toBeLessThanOrEqual(2);
    expect(result.retrying).toBeGreaterThanOrEqual(4 + attempts);
    const gone = await rows(gonePartner);
    expect(gone.filter((row) => row.status === "RETRYING")).toEqual(
      Array(attempts).fill({ status: "RETRYING", attempts: 1, lastError: "connect ECONNREFUSED" }),
    );
    expect(gone.filter((row) => row.status === "QUEUED")).toEqual(
      Array(6 - attempts).fill({ status: "QUEUED", attempts: 0, lastError: null }),
    );

    // The next drain tries the endpoint again.
    const before = attempts;
    await drainWebhooks({ now: NOW });
    expect(attempts).toBeGreaterThan(before);
  });

  it("an endpoint that answers slowly gets no more attempts in that drain [security 44]", async () => {
    const slowPartner = await endpointWithDue(SLOW, 5, 60_000);
    const healthyPartner = await endpointWithDue(HEALTHY, 1, 1_000);
    // The drain's clock: each slow answer takes six seconds of it, no real time.
    const real = performance.now.bind(performance);
    let spent = 0;
    vi.spyOn(performance, "now").mockImplementation(() => real() + spent);
    try {
      network(async () => {
        spent += 6_000;
        return { status: 200, excerpt: "ok" };
      });
      await drainWebhooks({ now: NOW });
    } finally {
      vi.restoreAllMocks();
    }
    expect(await rows(healthyPartner)).toEqual([{ status: "DELIVERED", attempts: 1, lastError: "ok" }]);
    const slow = await rows(slowPartner);
    const sent = slow.filter((row) => row.status === "DELIVERED").length;
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThanOrEqual(2);
    expect(slow.filter((row) => row.status === "QUEUED")).toHaveLength(5 - sent);
  });
});
