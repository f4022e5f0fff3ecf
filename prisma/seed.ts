// Demo data. Idempotent: every row has a stable key, rows that exist are left as they are, so a
// re-seed never duplicates and never overwrites what someone changed while trying the app.
import type { PrismaClient } from "../lib/generated/prisma/client";
import { demoAccounts } from "../config/demo-accounts";
import { hashPassword } from "../lib/auth/password";
import { slugify } from "@/lib/model/slug";
import { addDays, dayToDate, todayInIndia } from "../lib/model/calendar-day";
import { announcements, blogPosts, demoCoupons, demoNotifications, services } from "./seed-data";
import { seedCouponEvents } from "./seed-events";
import { seedPageViews } from "./seed-page-views";

const DAY = 86_400_000;

/** Coupon dates are India calendar days (decision 501), counted from the seed's own today. */
const dayOffset = (today: string, days: number) => dayToDate(addDays(today, days));

const paise = (rupees: number | null) => (rupees == null ? null : Math.round(rupees * 100));

async function seedPeople(db: PrismaClient) {
  const { partner, pendingPartner, admin, editor } = demoAccounts;
  const staff = await db.staffUser.upsert({
    where: { email: admin.email },
    update: {},
    create: { email: admin.email, name: admin.name, role: "ADMIN", passwordHash: await hashPassword(admin.password) },
  });
  await db.staffUser.upsert({
    where: { email: editor.email },
    update: {},
    create: {
      email: editor.email,
      name: editor.name,
      role: "EDITOR",
      passwordHash: await hashPassword(editor.password),
    },
  });
  const approved = await db.partner.upsert({
    where: { email: partner.email },
    update: {},
    create: {
      email: partner.email,
      firstName: partner.firstName,
      lastName: partner.lastName,
      phoneNumber: "+91 98765 43210",
      companyName: "Verma Lifestyle Pvt Ltd",
      companyAddress: "221 Residency Road, Bengaluru, Karnataka 560025",
      companyPrivacyUrl: "https://verma-lifestyle.example/privacy",
      passwordHash: await hashPassword(partner.password),
      status: "APPROVED",
      emailVerifiedAt: new Date(),
      reviewedAt: new Date(),
      reviewedById: staff.id,
    },
  });
  await db.partner.upsert({
    where: { email: pendingPartner.email },
    update: {},
    create: {
      email: pendingPartner.email,
      firstName: pendingPartner.firstName,
      lastName: pendingPartner.lastName,
      phoneNumber: "+91 91234 56780",
      companyName: "Mehta Travels LLP",
      companyAddress: "14 Linking Road, Bandra West, Mumbai, Maharashtra 400050",
      companyPrivacyUrl: "https://mehta-travels.example/privacy",
      passwordHash: await hashPassword(pendingPartner.password),
      status: "PENDING",
      emailVerifiedAt: new Date(),
    },
  });
  return { staffId: staff.id, partnerId: approved.id };
}

async function seedPartnerData(db: PrismaClient, partnerId: string, staffId: string, now: Date) {
  const today = todayInIndia(now);
  for (const c of demoCoupons) {
    await db.coupon.upsert({
      where: { id: `seed-${c.key}` },
      update: {},
      create: {
        id: `seed-${c.key}`,
        partnerId,
        title: c.title,
        brand: c.brand,
        link: c.link,
        code: c.code,
        actualPricePaise: paise(c.actualPrice),
        discountedPricePaise: paise(c.discountedPrice),
        categories: c.categories,
        startDate: dayOffset(today, c.startOffsetDays),
        expiryDate: dayOffset(today, c.expiryOffsetDays),
        description: c.description,
        imageUrl: c.image,
        isLived: c.isLived,
        status: c.status,
        claimCap: c.claimCap ?? null,
        // The totals are the events' count: seedCouponEvents adds what it inserts.
        viewCount: 0,
        clickCount: 0,
      },
    });
  }
  await seedCouponEvents(db, demoCoupons, today, now);
  await seedClaimCode(db, partnerId);
  for (const [i, n] of demoNotifications.entries()) {
    const id = `seed-notification-${String(i + 1).padStart(2, "0")}`;
    const message =
      "about" in n
        ? n.message({
            views:
              (await db.coupon.findUnique({ where: { id: `seed-${n.about}` }, select: { viewCount: true } }))
                ?.viewCount ?? 0,
          })
        : n.message;
    await db.notification.upsert({
      where: { id },
      update: {},
      create: { id, partnerId, message, createdAt: new Date(now.getTime() - n.minutesAgo * 60_000) },
    });
  }
  for (const [i, a] of announcements.entries()) {
    const id = `seed-announcement-${String(i + 1).padStart(2, "0")}`;
    const at = new Date(now.getTime() - a.daysAgo * DAY);
    await db.announcement.upsert({
      where: { id },
      update: {},
      create: { id, title: a.title, body: a.body, publishedAt: at, createdAt: at, authorId: staffId },
    });
  }
}

/** A claimed single-use code to try Redeem with (decision 557); DEMO_REDEEM_CODE in the README. */
const DEMO_REDEEM_CODE = "PP-DEMO2REDEEM";

/**
 * The first live coupon hands each claim its own code from now on (decision 556), and its newest demo claim
 * holds one, not yet redeemed. Once: a partner's later change of the coupon's mode is kept.
 */
async function seedClaimCode(db: PrismaClient, partnerId: string) {
  const couponId = "seed-coupon-01";
  const existing = await db.couponCode.findUnique({ where: { partnerId_code: { partnerId, code: DEMO_REDEEM_CODE } } });
  const claim = await db.couponClaim.findFirst({
    where: { couponId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  if (existing || !claim) return;
  await db.coupon.update({ where: { id: couponId }, data: { codeMode: "GENERATED" } });
  await db.couponCode.create({ data: { couponId, partnerId, claimId: claim.id, code: DEMO_REDEEM_CODE } });
}
/** When the demo's services went live: before its first post (blog-posts.ts), so the console's dates agree. */
const SERVICES_LAUNCHED = new Date("2025-09-01T04:30:00.000Z");

async function seedContent(db: PrismaClient, staffId: string) {
  for (const post of blogPosts) {
    const slug = slugify(post.title);
    await db.blogPost.upsert({
      where: { slug },
      update: {},
      create: {
        slug,
        title: post.title,
        description: post.description,
        images: post.images,
        imageAlts: post.imageAlts,
        tags: post.tags,
        published: true,
        publishedAt: new Date(post.publishedAt),
        // Written when they were published, not today: the sitemap's lastmod and the articles' dateModified
        // say so (issue 51, S5).
        createdAt: new Date(post.publishedAt),
        updatedAt: new Date(post.publishedAt),
        authorId: staffId,
      },
    });
  }
  for (const [i, s] of services.entries()) {
    const id = `seed-service-${String(i + 1).padStart(2, "0")}`;
    await db.service.upsert({
      where: { id },
      update: {},
      // Written and published once, before the first post, not on the day of the seed (console review m26).
      create: {
        id,
        ...s,
        position: i + 1,
        published: true,
        publishedAt: SERVICES_LAUNCHED,
        createdAt: SERVICES_LAUNCHED,
        updatedAt: SERVICES_LAUNCHED,
        authorId: staffId,
      },
    });
  }
}

/** `now` is the seed's clock: coupon dates and the demo views and clicks end on its day. */
export async function seed(db: PrismaClient, now = new Date()): Promise<void> {
  const { staffId, partnerId } = await seedPeople(db);
  await seedPartnerData(db, partnerId, staffId, now);
  await seedContent(db, staffId);
  await seedPageViews(db, todayInIndia(now), now);
}
