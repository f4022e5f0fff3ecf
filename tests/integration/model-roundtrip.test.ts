import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

const unique = () => randomUUID().slice(0, 8);

async function makePartner(overrides: Partial<Prisma.PartnerCreateInput> = {}) {
  return db.partner.create({
    data: {
      firstName: "Kavya",
      lastName: "Iyer",
      email: `kavya.${unique()}@shop.example`,
      phoneNumber: "+91 90000 00000",
      companyName: "Iyer Foods",
      companyAddress: "Chennai",
      companyPrivacyUrl: "https://iyer.example/privacy",
      passwordHash: "x",
      ...overrides,
    },
  });
}

describe("every model round-trips through the client", () => {
  it("partners, staff, coupons, events, notifications, uploads and announcements keep their fields and relations", async () => {
    const staff = await db.staffUser.create({
      data: { email: `staff.${unique()}@provider.example`, name: "Staff", passwordHash: "h", role: "ADMIN" },
    });
    const partner = await makePartner({
      status: "APPROVED",
      reviewedBy: { connect: { id: staff.id } },
      reviewedAt: new Date(),
    });
    const coupon = await db.coupon.create({
      data: {
        partnerId: partner.id,
        title: "Flat 20% off",
        brand: "Iyer Foods",
        link: "https://iyer.example/offer",
        code: "IYER20",
        actualPricePaise: 49_900,
        discountedPricePaise: 39_900,
        categories: ["Food & Beverage", "Health & Wellness"],
        startDate: new Date("2026-12-01"),
        expiryDate: new Date("2027-01-31"),
        description: "Weekend thali offer",
        imageUrl: "/uploads/x.png",
        status: "CLAIMED",
        events: { create: [{ type: "VIEW" }, { type: "CLICK" }] },
      },
    });
    await db.notification.create({ data: { partnerId: partner.id, message: "Welcome aboard" } });
    await db.upload.create({
      data: {
        key: `${unique()}.png`,
        url: "/uploads/a.png",
        contentType: "image/png",
        size: 10,
        partnerId: partner.id,
      },
    });
    const announcement = await db.announcement.create({
      data: { title: "Diwali", body: "Boost offers", publishedAt: new Date(), authorId: staff.id },
    });

    const loaded = await db.partner.findUniqueOrThrow({
      where: { id: partner.id },
      include: { coupons: { include: { events: true } }, notifications: true, uploads: true, reviewedBy: true },
    });
    expect(loaded.reviewedBy?.id).toBe(staff.id);
    expect(loaded.coupons).toHaveLength(1);
    const c = loaded.coupons[0]!;
    expect(c).toMatchObject({
      code: "IYER20",
      actualPricePaise: 49_900,
      discountedPricePaise: 39_900,
      categories: ["Food & Beverage", "Health & Wellness"],
      status: "CLAIMED",
      isLived: true,
      version: 1,
      viewCount: 0,
    });
    expect(c.startDate.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(c.events.map((e) => e.type).sort()).toEqual(["CLICK", "VIEW"]);
    expect(typeof c.events[0]!.id).toBe("bigint");
    expect(loaded.notifications[0]?.message).toBe("Welcome aboard");
    expect(loaded.uploads).toHaveLength(1);
    expect(
      (await db.announcement.findUniqueOrThrow({ where: { id: announcement.id }, include: { author: true } })).author
        ?.id,
    ).toBe(staff.id);

    // Deleting a partner removes what only they own and keeps the upload record without an owner.
    await db.partner.delete({ where: { id: partner.id } });
    expect(await db.coupon.count({ where: { id: coupon.id } })).toBe(0);
    expect(await db.couponEvent.count({ where: { couponId: coupon.id } })).toBe(0);
    expect(await db.notification.count({ where: { partnerId: partner.id } })).toBe(0);
    expect(await db.upload.count({ where: { partnerId: null, url: "/uploads/a.png" } })).toBeGreaterThan(0);
  });

  it("one-time codes, grants, content, forms, mail, page views, rate limits and idempotency keys", async () => {
    const email = `otp.${unique()}@shop.example`;
    const otp = await db.otpCode.create({
      data: { email, purpose: "PASSWORD_RESET", codeHash: "hash", expiresAt: new Date(Date.now() + 600_000) },
    });
    expect(otp).toMatchObject({ attempts: 0, usedAt: null, voidedAt: null, purpose: "PASSWORD_RESET" });
    const grant = await db.authGrant.create({
      data: {
        email,
        purpose: "EMAIL_VERIFICATION",
        tokenHash: `grant-${unique()}`,
        expiresAt: new Date(Date.now() + 600_000),
      },
    });
    expect(grant.usedAt).toBeNull();

    const slug = `post-${unique()}`;
    const post = await db.blogPost.create({
      data: {
        slug,
        title: "T",
        description: "line one\\nline two",
        images: ["/a.svg"],
        tags: ["Budgeting", "Loans"],
        published: true,
      },
    });
    expect(await db.blogPost.findMany({ where: { tags: { has: "Loans" }, slug } })).toHaveLength(1);
    expect(post.description).toBe("line one\\nline two");
    const service = await db.service.create({
      data: {
        title: "S",
        tagLine: "t",
        description: "d",
        images: ["/1.svg", "/2.svg"],
        whyWeBuilt: "w",
        howItWorks: "1. a\n2. b",
        highlights: ["h"],
        benefits: ["b"],
        languageStyle: "plain",
      },
    });
    expect(service.images).toEqual(["/1.svg", "/2.svg"]);

    const lead = await db.lead.create({
      data: { name: "N", email: `lead.${unique()}@x.example`, phone: "9", companySize: "S500_UP" },
    });
    expect(lead.companySize).toBe("S500_UP");
    const [raw] = await db.$queryRaw<
      { companySize: string }[]
    >`SELECT "companySize"::text AS "companySize" FROM "Lead" WHERE id = ${lead.id}`;
    expect(raw?.companySize).toBe("500+");
    await db.contactMessage.create({ data: { name: "N", email: "n@x.example", message: "<script>alert(1)</script>" } });
    const deletion = await db.deletionRequest.create({ data: { email, confirmTokenHash: `t-${unique()}` } });
    expect(deletion.status).toBe("AWAITING_CONFIRMATION");
    const mail = await db.emailMessage.create({
      data: { to: email, from: "f", subject: "s", text: "t", transport: "outbox" },
    });
    expect(mail.status).toBe("QUEUED");
    const view = await db.pageView.create({ data: { path: "/", query: "?a=1" } });
    expect(typeof view.id).toBe("bigint");
    const limit = await db.rateLimit.create({ data: { key: `k-${unique()}`, points: 1, expire: BigInt(Date.now()) } });
    expect(typeof limit.expire).toBe("bigint");
    const idem = await db.idempotencyKey.create({
      data: { key: `i-${unique()}`, scope: "contact", status: 201, response: { ok: true } },
    });
    expect(idem.response).toEqual({ ok: true });
  });

  it("enforces unique e-mails and slugs", async () => {
    const partner = await makePartner();
    await expect(makePartner({ email: partner.email })).rejects.toMatchObject({ code: "P2002" });
    const slug = `dup-${unique()}`;
    await db.blogPost.create({ data: { slug, title: "a", description: "b" } });
    await expect(db.blogPost.create({ data: { slug, title: "c", description: "d" } })).rejects.toMatchObject({
      code: "P2002",
    });
  });
});
