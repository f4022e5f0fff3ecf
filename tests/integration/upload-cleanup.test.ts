import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, inject, vi } from "vitest";

const secret = vi.hoisted(() => {
  const value = "cron-7Qf2xL9vR4mK8pZ1wN6tY3bH5jD0sGcE";
  process.env.CRON_SECRET = value;
  return value;
});

import * as cron from "@/app/api/cron/cleanup-uploads/route";
import { API_KEY_USE_DAYS } from "@/lib/data/partner-api-keys";
import { db } from "@/lib/db";
import { saveImage } from "@/lib/storage";
import { cleanupOrphanUploads } from "@/lib/storage/cleanup-orphans";
import { ORPHAN_UPLOAD_GRACE_MS } from "@/lib/limits/rules";
import { todayInIndia } from "@/lib/model/calendar-day";
import { insertCoupon } from "./coupon-helpers";
import { createPartner } from "./partner-helpers";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
// A clock long before any other test's uploads, so the clean-up here touches only this test's files.
const T0 = new Date("2020-01-01T00:00:00Z");
const at = (hours: number) => new Date(T0.getTime() + hours * 3600_000);

/** An image stored for `partnerId` as if uploaded at `uploadedAt`: its key and whether its file exists. */
async function uploadedAt(partnerId: string, uploadedAt: Date) {
  const saved = await saveImage(new File([PNG], "photo.png"), { partnerId });
  if (!saved.ok) throw new Error(saved.error);
  const row = await db.upload.update({ where: { id: saved.id }, data: { createdAt: uploadedAt } });
  const file = path.join(inject("dataDir"), "uploads", row.key);
  return { ...row, stored: async () => existsSync(file) && (await db.upload.count({ where: { id: row.id } })) === 1 };
}

describe("orphan uploads are removed after the grace period (decision 801)", () => {
  it("removes an upload unused for the grace period; keeps used, re-used and younger ones [security 24]", async () => {
    expect(ORPHAN_UPLOAD_GRACE_MS).toBe(24 * 3600_000);
    const partner = await createPartner({ prefix: "orphans" });
    const orphan = await uploadedAt(partner.id, at(0));
    const onCoupon = await uploadedAt(partner.id, at(0));
    const onPost = await uploadedAt(partner.id, at(0));
    const usedAgain = await uploadedAt(partner.id, at(0));
    // Referenced by an absolute URL on another host of the store: matched by the key, not the URL.
    await insertCoupon(partner.id, todayInIndia(), { imageUrl: `https://cdn.example/uploads/${onCoupon.key}` });
    const post = await db.blogPost.create({
      data: { slug: `orphans-${partner.id}`, title: "Post", description: "Text", images: [onPost.url] },
    });

    // The first run finds the unused ones; nothing is removed yet.
    expect(await cleanupOrphanUploads(at(1))).toMatchObject({ deleted: 0 });
    const marked = await db.upload.findMany({ where: { partnerId: partner.id, orphanedAt: { not: null } } });
    expect(marked.map((u) => u.id).sort()).toEqual([orphan.id, usedAgain.id].sort());

    // Then an unsaved form's upload, and a coupon that takes up an unused image.
    const younger = await uploadedAt(partner.id, at(20));
    await insertCoupon(partner.id, todayInIndia(), { imageUrl: usedAgain.url });

    // Just short of the grace period: still kept.
    expect(await cleanupOrphanUploads(at(24.9))).toMatchObject({ deleted: 0 });
    expect(await orphan.stored()).toBe(true);

    const result = await cleanupOrphanUploads(at(25));
    expect(result).toMatchObject({ deleted: 1, failed: 0 });
    expect(await orphan.stored()).toBe(false);
    for (const kept of [onCoupon, onPost, usedAgain, younger]) expect(await kept.stored()).toBe(true);

    // Once the post stops using its image, that image goes a grace period later (the unsaved form's
    // upload a grace period after it was found unused, at 24.9 h).
    await db.blogPost.update({ where: { id: post.id }, data: { images: [] } });
    await cleanupOrphanUploads(at(26));
    expect(await cleanupOrphanUploads(at(49.9))).toMatchObject({ deleted: 1 });
    expect(await younger.stored()).toBe(false);
    expect(await onPost.stored()).toBe(true);
    expect(await cleanupOrphanUploads(at(50))).toMatchObject({ deleted: 1 });
    expect(await onPost.stored()).toBe(false);
    expect(await onCoupon.stored()).toBe(true);
  });

  it("another partner's coupon or avatar naming a partner's image does not keep it against the clean-up", async () => {
    const owner = await createPartner({ prefix: "orphans-owner" });
    const copier = await createPartner({ prefix: "orphans-copier" });
    const copied = await uploadedAt(owner.id, at(100));
    const avatarCopy = await uploadedAt(owner.id, at(100));
    // The image URLs are public (the feed shows them): the copier names them as its own.
    await insertCoupon(copier.id, todayInIndia(), { imageUrl: copied.url });
    await db.partner.update({ where: { id: copier.id }, data: { avatarUrl: avatarCopy.url } });
    await cleanupOrphanUploads(at(101));
    expect(await cleanupOrphanUploads(at(126))).toMatchObject({ deleted: 2 });
    expect(await copied.stored()).toBe(false);
    expect(await avatarCopy.stored()).toBe(false);
  });

  it("GET /api/cron/cleanup-uploads runs only for the scheduler's Bearer CRON_SECRET", async () => {
    const call = (authorization?: string) =>
      cron.GET(
        new Request("http://localhost/api/cron/cleanup-uploads", {
          headers: authorization ? { authorization } : {},
        }),
      );
    for (const refused of [await call(), await call("Bearer wrong"), await call(secret)]) {
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toMatch(/^Bearer realm="cron"/);
    }
    const ran = await call(`Bearer ${secret}`);
    expect(ran.status).toBe(200);
    expect(await ran.json()).toEqual({
      data: {
        marked: expect.any(Number),
        deleted: expect.any(Number),
        failed: expect.any(Number),
        deletedCoupons: expect.any(Number),
        rateLimitBuckets: expect.any(Number),
        idempotencyKeys: expect.any(Number),
        authCodes: expect.any(Number),
        partnerSessions: expect.any(Number),
        staffSessions: expect.any(Number),
        apiKeyUses: expect.any(Number),
        webhookDeliveries: expect.any(Number),
      },
    });
  });

  it("the scheduled housekeeping removes expired rate-limit windows, keys, codes, sessions and old API key uses, and nothing live (decisions 816, 826)", async () => {
    const { housekeeping } = await import("@/lib/housekeeping");
    const id = randomUUID();
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const later = new Date(now.getTime() + 60_000);
    await db.rateLimit.createMany({
      data: [
        { key: `hk-old:${id}`, points: 3, expire: BigInt(ago(1000).getTime()) },
        { key: `hk-live:${id}`, points: 3, expire: BigInt(later.getTime()) },
      ],
    });
    await db.idempotencyKey.createMany({
      data: [
        { key: `hk-old:${id}`, scope: "hk", status: 201, response: {}, createdAt: ago(25 * 3_600_000) },
        { key: `hk-live:${id}`, scope: "hk", status: 201, response: {}, createdAt: ago(60_000) },
      ],
    });
    await db.otpCode.createMany({
      data: [
        { email: `old.${id}@example.com`, purpose: "PASSWORD_RESET", codeHash: "x", expiresAt: ago(25 * 3_600_000) },
        { email: `live.${id}@example.com`, purpose: "PASSWORD_RESET", codeHash: "y", expiresAt: later },
      ],
    });
    const partner = await createPartner();
    await db.partnerSession.createMany({
      data: [
        { id: `hk-old-${id}`, partnerId: partner.id, device: "Chrome on Windows", expiresAt: ago(1000) },
        { id: `hk-live-${id}`, partnerId: partner.id, device: "Firefox on Linux", expiresAt: later },
      ],
    });
    const apiKey = await db.partnerApiKey.create({
      data: { partnerId: partner.id, name: "Checkout", keyHash: `hk-${id}`, prefix: "ppk_hk" },
    });
    const use = { keyId: apiKey.id, method: "POST", path: "/api/v1/redemptions", ip: "203.0.113.7" };
    await db.partnerApiKeyUse.createMany({
      data: [
        { ...use, createdAt: ago(API_KEY_USE_DAYS * 86_400_000 + 60_000) },
        { ...use, createdAt: ago(API_KEY_USE_DAYS * 86_400_000 - 60_000) },
      ],
    });
    const result = await housekeeping(now);
    expect(result.rateLimitBuckets).toBeGreaterThanOrEqual(1);
    const uses = await db.partnerApiKeyUse.findMany({ where: { keyId: apiKey.id } });
    expect(uses.map((u) => u.createdAt)).toEqual([ago(API_KEY_USE_DAYS * 86_400_000 - 60_000)]);
    const keys = { key: { endsWith: id } };
    expect((await db.rateLimit.findMany({ where: keys })).map((b) => b.key)).toEqual([`hk-live:${id}`]);
    expect((await db.idempotencyKey.findMany({ where: keys })).map((k) => k.key)).toEqual([`hk-live:${id}`]);
    expect((await db.otpCode.findMany({ where: { email: { contains: id } } })).map((c) => c.codeHash)).toEqual(["y"]);
    const sessions = await db.partnerSession.findMany({ where: { partnerId: partner.id } });
    expect(sessions.map((s) => s.id)).toEqual([`hk-live-${id}`]);
  });
});
