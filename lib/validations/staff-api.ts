import { z } from "zod";
import { isCalendarDay } from "@/lib/model/calendar-day";
import { oneOf, searchText, singleLineText } from "./text";

// The staff JSON API's queries and bodies (/api/admin), shared by the routes and the OpenAPI document.

/** The audit log's id column is a PostgreSQL bigint: a cursor past it would overflow the query. */
const MAX_BIGINT = 2n ** 63n - 1n;

const auditCursor = (name: string) =>
  z
    .string()
    .regex(/^\d{1,19}$/)
    // Zod runs this after a failed regex too, so it checks digits before BigInt() could throw.
    .refine((v) => !/^\d+$/.test(v) || BigInt(v) <= MAX_BIGINT, `${name} is past the largest entry id`);

/** A day in India, YYYY-MM-DD: the audit log's date range is read in India time (decision 611). */
const indiaDay = z
  .string()
  .refine(isCalendarDay, "Dates are days written YYYY-MM-DD.")
  .meta({ format: "date", example: "2026-11-24" });

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;

/** The audit log's filters, shared by the console page, the JSON list and the CSV export. */
export const auditFilterSchema = z.object({
  q: searchText().optional(),
  actor: singleLineText().max(254).optional(),
  action: singleLineText().max(100).optional(),
  entityType: singleLineText().max(100).optional(),
  entityId: singleLineText().max(64).optional(),
  from: indiaDay.optional(),
  to: indiaDay.optional(),
});

const fromNotAfterTo = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const RANGE_MESSAGE = { message: "The first day must not be after the last.", path: ["to"] };

export const auditQuerySchema = auditFilterSchema
  .extend({
    before: auditCursor("before").optional(),
    after: auditCursor("after").optional(),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (AUDIT_PAGE_SIZES as readonly number[]).includes(n), "limit is 25, 50 or 100.")
      .optional(),
  })
  .refine(fromNotAfterTo, RANGE_MESSAGE)
  .refine((v) => !v.before || !v.after, { message: "Pass before or after, not both.", path: ["after"] });

export const auditExportQuerySchema = auditFilterSchema.refine(fromNotAfterTo, RANGE_MESSAGE);

export const inboxExportQuerySchema = z.object({
  status: oneOf(["new", "handled", "all"], "status").optional(),
  q: searchText().optional(),
});

/** A partner's state (Prisma's PartnerStatus): the staff API's filter and answers, and the OpenAPI enum. */
export const partnerStatusSchema = oneOf(["PENDING", "APPROVED", "REJECTED", "SUSPENDED"], "status");

const PAGE_MESSAGE = "Page must be a whole number from 0 to 1000.";

export const partnerListQuerySchema = z.object({
  q: searchText().optional(),
  status: partnerStatusSchema.optional(),
  page: z.coerce.number(PAGE_MESSAGE).int(PAGE_MESSAGE).min(0, PAGE_MESSAGE).max(1000, PAGE_MESSAGE).optional(),
  /** review (the default): pending first, oldest waiting first, then the rest newest first. */
  sort: oneOf(["review", "newest", "oldest", "company"], "sort").optional(),
});
