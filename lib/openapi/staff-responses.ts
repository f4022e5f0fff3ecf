import { z } from "zod";
import type { reviewPartner } from "@/lib/console/partners";
import type { AuditRow } from "@/lib/data/audit";
import type { listPartnersForReview } from "@/lib/data/partner-review";
import { partnerStatusSchema } from "@/lib/validations/staff-api";
import { type AsJson, count, instant, same } from "./responses";

// The staff API's answers (partner review and the audit log), for the OpenAPI document only, with the
// same drift checks as ./responses.ts: the build fails when a schema and the type it documents differ.

export const reviewRow = z
  .object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    companyName: z.string(),
    companyAddress: z.string(),
    companyPrivacyUrl: z.string(),
    status: partnerStatusSchema,
    reviewNote: z.string().nullable(),
    emailVerifiedAt: instant.nullable(),
    reviewedAt: instant.nullable(),
    createdAt: instant,
    coupons: count,
  })
  .meta({ id: "PartnerForReview" });

export const partnerReviewPage = z.object({
  rows: z.array(reviewRow),
  total: count,
  pendingCount: count,
});

export const reviewResult = z.object({ id: z.string(), status: partnerStatusSchema });

const jsonValue = z.json().meta({ id: "JsonValue", description: "Any JSON value" });

export const auditEntry = z
  .object({
    id: z.string(),
    createdAt: instant,
    actorEmail: z.string(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    summary: z.string(),
    before: jsonValue.nullable(),
    after: jsonValue.nullable(),
    ip: z.string().nullable(),
  })
  .meta({ id: "AuditEntry" });

// Drift checks, as in ./responses.ts.
same<z.infer<typeof partnerReviewPage>, AsJson<Awaited<ReturnType<typeof listPartnersForReview>>>>(true);
same<z.infer<typeof reviewResult>, Awaited<ReturnType<typeof reviewPartner>>>(true);
// before/after are any JSON value either way.
same<Omit<z.infer<typeof auditEntry>, "before" | "after">, AsJson<Omit<AuditRow, "before" | "after">>>(true);
