import { z } from "zod";
import { REJECT_REASON_MESSAGE } from "./staff";
import { multiLineText, singleLineText } from "./text";

// The staff JSON API's queries and bodies (/api/admin), shared by the routes and the OpenAPI document.

export const auditQuerySchema = z.object({
  q: singleLineText().max(100).optional(),
  entityId: singleLineText().max(64).optional(),
  before: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
});

export const inboxExportQuerySchema = z.object({
  status: z.enum(["new", "handled", "all"]).optional(),
  q: singleLineText().max(100).optional(),
});

export const partnerReviewSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({
    decision: z.enum(["reject", "suspend"]),
    reason: z.string(REJECT_REASON_MESSAGE).pipe(multiLineText().min(5, REJECT_REASON_MESSAGE).max(1000)),
  }),
]);

export const partnerListQuerySchema = z.object({
  q: singleLineText().max(100).optional(),
  status: z.enum(["PENDING", "APPROVED", "REJECTED"]).optional(),
  page: z.coerce.number().int().min(0).max(1000).optional(),
});
