import { describe, expect, it } from "vitest";
import { demoAccounts } from "@/config/demo-accounts";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { slugify } from "@/lib/content/slug";
import { seed } from "../../prisma/seed";
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
});
