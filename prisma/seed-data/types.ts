// Shapes of the demo content that prisma/seed.ts writes to the database.

/** A published blog post. `description` holds paragraphs separated by the two characters "\n" (backslash, n). */
export type SeedBlogPost = {
  title: string;
  description: string;
  images: string[];
  /** Alt text per image, in the same order (decision 626). */
  imageAlts: string[];
  tags: string[];
  /** ISO date */
  publishedAt: string;
};

/** A 'Dynamics' service page. images[0] is shown on desktop, images[1] on mobile. */
export type SeedService = {
  title: string;
  tagLine: string;
  description: string;
  images: string[];
  /** Alt text per image, in the same order (decision 626). */
  imageAlts: string[];
  whyWeBuilt: string;
  /** Newline-separated steps; leading numbering such as "1. " or "2) " is stripped when shown. */
  howItWorks: string;
  highlights: string[];
  benefits: string[];
  languageStyle: string;
};

export type SeedCouponStatus = "PENDING" | "CLAIMED" | "EXPIRED";

export type SeedCoupon = {
  /** Stable key, e.g. 'coupon-01'; the seed derives the row id from it. */
  key: string;
  title: string;
  brand: string;
  link: string;
  code: string | null;
  /** Rupees */
  actualPrice: number | null;
  /** Rupees; never more than actualPrice */
  discountedPrice: number | null;
  categories: string[];
  /** Days relative to today (negative = in the past). */
  startOffsetDays: number;
  expiryOffsetDays: number;
  description: string;
  image: string;
  isLived: boolean;
  status: SeedCouponStatus;
  /** How many app users may claim it (decision 547); the seed's claims mark it claimed once they reach it. */
  claimCap?: number;
  /** Roughly its views and clicks in 30 live days: the seed writes events at that rate on each live day. */
  viewCount: number;
  clickCount: number;
};

/**
 * A demo notification. One about a seeded coupon's figures is written from that coupon's seeded totals
 * (`views`), so it never says more than the dashboard shows (issue 49 m18).
 */
export type SeedNotification = { minutesAgo: number } & (
  { message: string } | { about: string; message: (figures: { views: number }) => string }
);

export type SeedAnnouncement = { title: string; body: string; daysAgo: number };
