import { z } from "zod";
import type { couponUpdateSchema } from "@/lib/validations/coupon";
import { couponCategories } from "@/lib/model/coupon-categories";
import type { CouponMetrics } from "@/lib/data/coupon-metrics";
import type { CouponChangeView } from "@/lib/data/coupon-history";
import { CAP_COUNTS, type CouponView } from "@/lib/model/coupon-view";
import type { GroupedCoupons } from "@/lib/data/coupon-listing";
import type { NotificationView } from "@/lib/data/notifications";
import type { PartnerProfile } from "@/lib/data/partner-profile";
import type { PartnerUser } from "@/lib/data/partners";
import type { PublicOffer } from "@/lib/data/public-offers";
import type { CouponClaimView } from "@/lib/data/coupon-claims";
import type { BulkOutcome } from "@/lib/coupons/bulk-operations";
import type { toApiBlogPost, toApiService } from "@/lib/content-json";
import type { DeviceSession } from "@/lib/auth/device-sessions";

// The API's answers as zod schemas, for the OpenAPI document (lib/openapi/document.ts) only: the
// handlers build their answers from the data layer's types, and the type checks at the end of this file
// fail the build when a schema and the type it documents drift apart (issue 13, decision 701).

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: "A calendar day in India, YYYY-MM-DD" });
export const instant = z.string().meta({ format: "date-time" });
/** A count of things (views, clicks, claims, totals): a whole number, never below 0 (issue 51). */
export const count = z.number().int().min(0);

export const errorBody = z
  .object({
    error: z.object({
      code: z.string().meta({ example: "validation_failed" }),
      message: z.string().meta({ description: "Safe to show to the user" }),
      fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    }),
    message: z.string().optional().meta({ description: "The same message at the top level (partner API)" }),
  })
  .meta({ id: "Error", description: "Every error answer: a code for programs and a message for people." });

/** An absolute http(s) URL (issue 51, decision 823): images and links are never answered as site paths. */
export const absoluteUrl = (description: string) =>
  z
    .string()
    .regex(/^https?:\/\//)
    .meta({ format: "uri", description });

export const couponView = z
  .object({
    _id: z.string(),
    id: z.string(),
    title: z.string(),
    brand: z.string(),
    link: z.string(),
    code: z.string().nullable(),
    actualPricing: z.number().nullable().meta({ description: "Rupees" }),
    discountedPrice: z.number().nullable().meta({ description: "Rupees" }),
    category: z.array(z.enum(couponCategories)),
    startDate: day,
    expiryDate: day,
    description: z.string(),
    image: absoluteUrl("The coupon's image, absolute"),
    isLived: z.boolean().meta({ description: "Live today: start <= today <= expiry, and not paused" }),
    paused: z.boolean().meta({ description: "Paused by the partner: out of the public feed until resumed" }),
    status: z.enum(["Expired", "claimed", "pending"]).meta({
      description:
        "Expired by its dates; claimed once its claims (or redemptions, per capCounts) reach claimCap (out of the public feed); else pending",
    }),
    views: count,
    clicks: count,
    claimCap: count
      .min(1)
      .nullable()
      .meta({ description: "How many app users may claim it; null: no cap. Reaching it makes status 'claimed'" }),
    claims: count.meta({ description: "App users who claimed it (POST /api/v1/offers/{id}/claims)" }),
    capCounts: z.enum(CAP_COUNTS).meta({
      description:
        "What claimCap counts (decision 563): claims, or redemptions (codes redeemed; claims stay open until that many are redeemed)",
    }),
    version: count.min(1).meta({ description: "Send it back on update; a stale version answers 409" }),
    createdAt: instant,
  })
  .meta({ id: "Coupon" });

export const groupedCoupons = z
  .object({
    listedCoupons: z.array(couponView),
    livedCoupons: z.array(couponView),
    expiredCoupons: z.array(couponView),
    nextCursors: z
      .object({ listed: z.string().nullable(), lived: z.string().nullable(), expired: z.string().nullable() })
      .meta({
        description: "Each tab's next page: send it as listedCursor, livedCursor or expiredCursor; null when done",
      }),
  })
  .meta({ id: "GroupedCoupons" });

export const couponMetrics = z
  .object({
    totalCoupons: count.meta({ description: "Every coupon: listedCoupons + liveCoupons + expiredCoupons" }),
    liveCoupons: count.meta({
      description: "Start <= today <= expiry, neither paused nor claimed out (the 'Lived Coupons' tab)",
    }),
    clickCount: count,
    expiringCoupons: count,
    listedCoupons: count.meta({
      description: "Not started yet: start after today, neither paused nor claimed out (the 'Listed Coupons' tab)",
    }),
    expiredCoupons: count.meta({
      description: "Not running: expired, paused or claimed out (the 'Expired Coupons' tab)",
    }),
    viewCount: count,
    claimCount: count.meta({ description: "App users' claims of every coupon" }),
    progress: count.max(100).meta({ description: "round(live / total * 100), 0 without coupons" }),
    tiles: z.array(z.object({ key: z.enum(["listed", "live", "views", "expired"]), label: z.string(), value: count })),
  })
  .meta({ id: "CouponMetrics" });

export const partnerUser = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    companyName: z.string(),
    companyAddress: z.string(),
    avatar: absoluteUrl("The partner's picture, absolute; null when none").nullable(),
  })
  .meta({ id: "User" });

export const partnerProfile = partnerUser.extend({ companyPrivacyURL: z.string() }).meta({ id: "Profile" });

export const deviceSession = z
  .object({
    id: z.string(),
    device: z
      .string()
      .meta({ description: 'From the User-Agent at sign-in, e.g. "Chrome on Windows"; for display only' }),
    createdAt: instant,
    lastUsedAt: instant.meta({ description: "Kept to within a few minutes" }),
    current: z.boolean().meta({ description: "The session of the token this request came with" }),
  })
  .meta({ id: "DeviceSession" });

export const couponChange = z
  .object({
    kind: z.enum(["edit", "pause", "resume", "end", "duplicate-from"]),
    fields: z
      .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))
      .nullable()
      .meta({ description: "edit: the fields that changed, before and after, by the API's names" }),
    sourceId: z.string().nullable().meta({ description: "duplicate-from: the coupon this one was copied from" }),
    at: instant,
  })
  .meta({ id: "CouponChange" });

export const notificationView = z
  .object({ _id: z.string(), id: z.string(), message: z.string(), createdAt: instant, read: z.boolean() })
  .meta({ id: "Notification" });

export const publicOffer = z
  .object({
    id: z.string(),
    title: z.string(),
    brand: z.string(),
    code: z.string().nullable().meta({
      description:
        "The code everyone uses; null when there is none, or when each claim gets a code of its own (the claim answers it)",
    }),
    actualPricing: z.number().nullable(),
    discountedPrice: z.number().nullable(),
    category: z.array(z.enum(couponCategories)),
    startDate: day,
    expiryDate: day,
    description: z.string(),
    image: absoluteUrl("The offer's image, absolute"),
    company: z.string(),
    trackingUrl: absoluteUrl("Counts the click, then redirects to the offer"),
  })
  .meta({ id: "Offer" });

export const offerClaim = z
  .object({
    id: z.string(),
    offerId: z.string(),
    claimedAt: instant.meta({ description: "When this user first claimed it" }),
    code: z.string().nullable().meta({
      description:
        "The code the user shows at the counter: the user's own single-use code when the offer hands one per claim (decision 556), else the offer's shared code; null when the offer has none",
      example: "PP-7KQ9M2XDHA",
    }),
    singleUse: z.boolean().meta({ description: "true: the code is this user's own and is redeemed once" }),
  })
  .meta({ id: "Claim" });

export const blogPost = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string().meta({ description: "Paragraphs separated by the two characters \\n" }),
    image: z.array(absoluteUrl("A picture of the post, absolute")),
    tag: z.array(z.string()),
    publishedAt: instant.nullable(),
    updatedAt: instant.meta({ description: "Its last change, or when it went live if that was later" }),
  })
  .meta({ id: "BlogPost" });

export const service = z
  .object({
    _id: z.string(),
    title: z.string(),
    tagLine: z.string(),
    description: z.string(),
    images: z.array(absoluteUrl("A picture of the service, absolute")),
    whyWeBuilt: z.string().nullable(),
    howItWorks: z.string().nullable(),
    highlights: z.array(z.string()),
    benefits: z.array(z.string()),
    languageStyle: z.string().nullable(),
    updatedAt: instant.meta({ description: "Its last change, or when it went live if that was later" }),
  })
  .meta({ id: "Service" });

/** The partner API's envelope: `{ data, message? }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/** A bulk action's answer (decision 559): each coupon done (a delete with its undo token) or refused. */
export const bulkOutcome = z
  .object({
    done: z.array(
      z.object({
        id: z.string(),
        undoToken: z
          .string()
          .optional()
          .meta({ description: "A deleted coupon's: POST it to /api/v1/coupon/bulk/restore" }),
      }),
    ),
    failed: z.array(z.object({ id: z.string(), message: z.string() })),
  })
  .meta({ id: "BulkCouponOutcome" });

export const formAccepted = z.object({ ok: z.literal(true), message: z.string() }).meta({ id: "FormAccepted" });

// Drift checks: each schema's type and the data layer's type must be the same, both ways (dates as
// the strings JSON makes of them).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type AsJson<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? AsJson<U>[]
    : T extends object
      ? { [K in keyof T]: AsJson<T[K]> }
      : T;
export const same = <A, B>(check: Same<A, B>) => check;
same<z.infer<typeof couponView>, CouponView>(true);
same<z.infer<typeof bulkOutcome>, BulkOutcome>(true);
same<z.infer<typeof groupedCoupons>, GroupedCoupons>(true);
same<z.infer<typeof couponMetrics>, CouponMetrics>(true);
same<z.infer<typeof partnerUser>, PartnerUser>(true);
same<z.infer<typeof partnerProfile>, PartnerProfile>(true);
same<z.infer<typeof notificationView>, NotificationView>(true);
same<z.infer<typeof couponChange>, CouponChangeView>(true);
same<z.infer<typeof deviceSession>, AsJson<DeviceSession>>(true);
same<z.infer<typeof publicOffer>, PublicOffer>(true);
same<z.infer<typeof offerClaim>, CouponClaimView>(true);
same<z.infer<typeof blogPost>, ReturnType<typeof toApiBlogPost>>(true);
same<z.infer<typeof service>, ReturnType<typeof toApiService>>(true);

// A coupon as read can be sent back as an update as it is, without casts (issue 21).
const assignable = <_From extends To, To>() => true;
assignable<z.infer<typeof couponView>, z.input<typeof couponUpdateSchema>>();
