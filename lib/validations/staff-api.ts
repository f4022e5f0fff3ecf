import { z } from "zod";
import { singleLineText } from "./text";

// The staff JSON API's queries and bodies (/api/admin), shared by the routes and the OpenAPI document.

/** The audit log's id column is a PostgreSQL bigint: a cursor past it would overflow the query. */
const MAX_BIGINT = 2n ** 63n - 1n;

export const auditQuerySchema = z.object({
  q: singleLineText().max(100).optional(),
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
  q: singleLineText().max(100).optional(),
});

export const partnerListQuerySchema = z.object({
  q: singleLineText().max(100).optional(),
  status: z.enum(["PENDING", "APPROVED", "REJECTED"]).optional(),
  page: z.coerce.number().int().min(0).max(1000).optional(),
});
