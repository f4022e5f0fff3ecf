import { z } from "zod";
import { singleLineText } from "./text";

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

export const partnerListQuerySchema = z.object({
  q: singleLineText().max(100).optional(),
  status: z.enum(["PENDING", "APPROVED", "REJECTED"]).optional(),
  page: z.coerce.number().int().min(0).max(1000).optional(),
});
