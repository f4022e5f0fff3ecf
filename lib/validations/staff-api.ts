import { z } from "zod";
import { searchText, singleLineText } from "./text";

// The staff JSON API's queries and bodies (/api/admin), shared by the routes and the OpenAPI document.

/** The audit log's id column is a PostgreSQL bigint: a cursor past it would overflow the query. */
const MAX_BIGINT = 2n ** 63n - 1n;

export const auditQuerySchema = z.object({
  q: searchText().optional(),
  entityId: singleLineText().max(64).optional(),
  before: z
    .string()
    .regex(/^\d{1,19}$/)
    // Zod runs this after a failed regex too, so it checks digits before BigInt() could throw.
    .refine((v) => !/^\d+$/.test(v) || BigInt(v) <= MAX_BIGINT, "before is past the largest entry id")
    .optional(),
});

export const inboxExportQuerySchema = z.object({
  status: z.enum(["new", "handled", "all"]).optional(),
  q: searchText().optional(),
});

/** A partner's state (Prisma's PartnerStatus): the staff API's filter and answers, and the OpenAPI enum. */
export const partnerStatusSchema = z.enum(["PENDING", "APPROVED", "REJECTED", "SUSPENDED"]);

const PAGE_MESSAGE = "Page must be a whole number from 0 to 1000.";

export const partnerListQuerySchema = z.object({
  q: searchText().optional(),
  status: partnerStatusSchema.optional(),
  page: z.coerce.number(PAGE_MESSAGE).int(PAGE_MESSAGE).min(0, PAGE_MESSAGE).max(1000, PAGE_MESSAGE).optional(),
});
