import { describe, expect, it } from "vitest";
import { demoAccounts } from "@/config/demo-accounts";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { slugify } from "@/lib/model/slug";
import { addDays, todayInIndia } from "@/lib/model/calendar-day";
import { seed } from "../../prisma/seed";
import { SEED_REFERRER } from "../../prisma/seed-page-views";
import { blogPosts } from "../../prisma/seed-data";

/**
 * The seed's own rows (the demo accounts, the seeded slugs, the `seed-` ids): other files add partners,
 * staff and content to the same database at the same time.
 */
async function counts() {
  const { partner, pendingPartner, admin, editor } = demoAccounts;
  const seeded = { id: { startsWith: "seed-" } };
  const [posts, services, partners, coupons, notifications, announcements, staff] = await Promise.all([
    db.blogPost.count({ where: { slug: { in: blogPosts.map((p) => slugify(p.title)) } } }),
    db.service.count({ where: seeded }),
    db.partner.count({ where: { email: { in: [partner.email, pendingPartner.email] } } }),
    db.coupon.count({ where: seeded }),
    db.notification.count({ where: seeded }),
    db.announcement.count({ where: seeded }),
    db.staffUser.count({ where: { email: { in: [admin.email, editor.email] } } }),
  ]);
  return { posts, services, partners, coupons, notifications, announcements, staff };
}

describe("seed", () => {
  it("creates the demo data once, however often it runs", async () => {
    await seed(db);
    const once = await counts();
    expect(once).toMatchObject({ partners: 2, staff: 2, posts: blogPosts.length });
    await seed(db);
    expect(await counts()).toEqual(once);
  });

  it("says no figure in a notification that the dashboard contradicts (issue 49 m18)", async () => {
    await seed(db);
    const coupon = await db.coupon.findUniqueOrThrow({ where: { id: "seed-coupon-01" } });
    const notes = await db.notification.findMany({ where: { id: { startsWith: "seed-notification-" } } });
    const views = notes.find((n) => n.message.includes(coupon.title))?.message.match(/crossed ([\d,]+) views/);
    expect(views).not.toBeNull();
    const said = Number(views![1]!.replaceAll(",", ""));
    // The milestone is one the coupon's views (the results page's "all time") have passed, and none more.
    expect(said).toBeLessThanOrEqual(Math.max(100, coupon.viewCount));
    expect(coupon.viewCount - said).toBeLessThan(100);
    for (const { message } of notes) expect(message).not.toMatch(/rate is|12,408/);
  });

  it("dates each seeded post's last change at its publication, not at the seed (issue 51, S5)", async () => {
    await seed(db);
    const posts = await db.blogPost.findMany({ where: { slug: { in: blogPosts.map((p) => slugify(p.title)) } } });
    expect(posts).toHaveLength(blogPosts.length);
    for (const post of posts) expect(post.updatedAt).toEqual(post.publishedAt);
  });

  it("dates no seeded post or service's creation after its publication (console review m26)", async () => {
    const now = new Date();
    await seed(db, now);
    const posts = await db.blogPost.findMany({ where: { slug: { in: blogPosts.map((p) => slugify(p.title)) } } });
    const services = await db.service.findMany({ where: { id: { startsWith: "seed-service-" } } });
    for (const row of [...posts, ...services]) {
      expect(row.publishedAt, row.id).not.toBeNull();
      expect(row.createdAt.getTime(), row.id).toBeLessThanOrEqual(row.publishedAt!.getTime());
      expect(row.publishedAt!.getTime(), row.id).toBeLessThan(now.getTime());
    }
  });

  it("has the content the issue asks for", async () => {
    await seed(db);
    const posts = await db.blogPost.findMany({ where: { published: true } });
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.filter((p) => p.tags.length > 0 && p.images.length > 0).length).toBeGreaterThanOrEqual(6);

    const services = await db.service.findMany({ where: { id: { startsWith: "seed-service-" } } });
    expect(services).toHaveLength(4);
    for (const s of services) {
      expect(s.images.length).toBeGreaterThanOrEqual(2);
      expect([s.title, s.tagLine, s.description, s.whyWeBuilt, s.howItWorks, s.languageStyle].every(Boolean)).toBe(
        true,
      );
      expect(s.highlights.length && s.benefits.length).toBeTruthy();
    }

    const partner = await db.partner.findUniqueOrThrow({
      where: { email: demoAccounts.partner.email },
      include: { coupons: true, notifications: true },
    });
    expect(partner.status).toBe("APPROVED");
    expect(await verifyPassword(partner.passwordHash, demoAccounts.partner.password)).toBe(true);
    expect(partner.coupons.length).toBeGreaterThanOrEqual(12);
    const today = new Date(new Date().toISOString().slice(0, 10));
    const live = partner.coupons.filter((c) => c.isLived && c.expiryDate >= today);
    const listed = partner.coupons.filter((c) => !c.isLived && c.expiryDate >= today);
    const expired = partner.coupons.filter((c) => c.expiryDate < today);
    expect(live.length).toBeGreaterThan(0);
    expect(listed.length).toBeGreaterThan(0);
    expect(expired.length).toBeGreaterThan(0);
    expect(partner.notifications.length).toBeGreaterThan(0);
    expect(await db.announcement.count({ where: { publishedAt: { not: null } } })).toBeGreaterThan(0);

    const pending = await db.partner.findUniqueOrThrow({ where: { email: demoAccounts.pendingPartner.email } });
    expect(pending.status).toBe("PENDING");
    const admin = await db.staffUser.findUniqueOrThrow({ where: { email: demoAccounts.admin.email } });
    expect(admin.role).toBe("ADMIN");
    expect(await verifyPassword(admin.passwordHash, demoAccounts.admin.password)).toBe(true);
  });

  it("gives the demo 30 days of coupon views and clicks and of page views ending today, once, with totals that match", async () => {
    // Its own clock, a day after the real one: the first run adds its days, the second adds none.
    const now = new Date(Date.now() + 86_400_000);
    const today = todayInIndia(now);
    const events = async () => {
      const rows = await db.$queryRaw<{ day: string; type: string; n: bigint }[]>`
        SELECT to_char(e."createdAt" AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day,
               e.type::text AS type, count(*) AS n
        FROM "CouponEvent" e WHERE e."dedupeKey" LIKE 'seed:%' GROUP BY 1, 2`;
      return rows
        .map((r) => ({ ...r, n: Number(r.n) }))
        .sort((a, b) => `${a.day}${a.type}`.localeCompare(`${b.day}${b.type}`));
    };
    const pageViews = async () =>
      new Map(
        (
          await db.$queryRaw<{ day: string; n: bigint }[]>`
            SELECT to_char("createdAt" AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, count(*) AS n
            FROM "PageView" WHERE referrer = ${SEED_REFERRER} GROUP BY 1`
        ).map((r) => [r.day, Number(r.n)]),
      );
    await seed(db, now);
    const once = await events();
    const views = await pageViews();
    await seed(db, now);
    expect(await events()).toEqual(once);
    expect(await pageViews()).toEqual(views);

    const window = Array.from({ length: 30 }, (_, i) => addDays(today, i - 29));
    const count = (day: string, type: string) => once.find((r) => r.day === day && r.type === type)?.n ?? 0;
    for (const day of window) {
      expect(count(day, "VIEW"), day).toBeGreaterThan(0);
      expect(count(day, "CLICK"), day).toBeLessThan(count(day, "VIEW"));
    }
    expect(new Set(window.map((d) => count(d, "VIEW"))).size).toBeGreaterThan(10);
    // The console's page-view chart too.
    for (const day of window) expect(views.get(day), day).toBeGreaterThan(0);
    expect(once.every((r) => r.day <= today)).toBe(true);

    // Each coupon's stored totals are its events, so the tiles and the per-coupon table agree.
    const coupons = await db.coupon.findMany({
      where: { id: { startsWith: "seed-" } },
      select: {
        id: true,
        viewCount: true,
        clickCount: true,
        claimCount: true,
        claimCap: true,
        status: true,
        _count: { select: { events: { where: { type: "VIEW" } }, claims: true } },
      },
    });
    const clicks = await db.couponEvent.groupBy({ by: ["couponId"], where: { type: "CLICK" }, _count: { _all: true } });
    for (const c of coupons) {
      expect(c.viewCount, c.id).toBe(c._count.events);
      expect(c.clickCount, c.id).toBe(clicks.find((k) => k.couponId === c.id)?._count._all ?? 0);
      // Claims too (decision 547): never past a cap, and a coupon whose claims reached it is claimed out.
      expect(c.claimCount, c.id).toBe(c._count.claims);
      if (c.claimCap !== null) expect(c.claimCount, c.id).toBeLessThanOrEqual(c.claimCap);
    }
    const byKey = new Map(coupons.map((c) => [c.id, c]));
    expect(byKey.get("seed-coupon-02")).toMatchObject({ claimCount: 4, status: "CLAIMED" });
    expect(byKey.get("seed-coupon-05")).toMatchObject({ claimCount: 12, status: "CLAIMED" });
    expect(byKey.get("seed-coupon-01")).toMatchObject({ claimCap: 500, status: "PENDING" });
    expect(byKey.get("seed-coupon-01")!.claimCount).toBeGreaterThan(0);
    const claimDays = await db.$queryRaw<{ n: bigint }[]>`
      SELECT count(DISTINCT to_char("createdAt" AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')) AS n
      FROM "CouponClaim" WHERE "userKey" LIKE 'seed:%'`;
    expect(Number(claimDays[0]!.n)).toBeGreaterThan(20);
    expect(new Set(coupons.filter((c) => c.viewCount > 0).map((c) => c.viewCount)).size).toBeGreaterThan(5);
  });
});
