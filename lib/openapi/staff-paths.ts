// The OpenAPI paths of the staff API behind the provider's console (./document.ts).
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { partnerReviewSchema } from "@/lib/validations/staff";
import {
  auditExportQuerySchema,
  auditQuerySchema,
  inboxExportQuerySchema,
  partnerListQuerySchema,
} from "@/lib/validations/staff-api";
import { body, csvAnswer, errors, json, multipartFile, staffOp } from "./operation";
import { envelope } from "./responses";
import { uploadAnswer } from "./import-responses";
import { auditEntry, partnerReviewPage, reviewResult } from "./staff-responses";

export function staffPaths(): ZodOpenApiPathsObject {
  return {
    "/api/admin/partners": {
      get: staffOp(
        "Staff",
        "Partners for review",
        "Pending first by default (`sort=review`); `newest`, `oldest` (sign-up date) or `company` (A to Z) instead. Pages of 50 from `page=0`. Admins only.",
        {
          operationId: "staffListPartners",
          requestParams: { query: partnerListQuerySchema },
          responses: { "200": json("A page of partners", envelope(partnerReviewPage)), ...errors(400) },
        },
      ),
    },
    "/api/admin/partners/{id}/review": {
      post: staffOp(
        "Staff",
        "Approve, reject, suspend or reinstate a partner",
        "Approve: pending or rejected to approved. Reject: pending to rejected. Suspend: approved to suspended, signed out at once. Reinstate: suspended to approved. Rejecting and suspending need a reason, which the partner is e-mailed; 409 when the partner is no longer in the state the decision starts from. Admins only.",
        {
          operationId: "staffReviewPartner",
          requestParams: { path: z.object({ id: z.string() }) },
          requestBody: body(partnerReviewSchema),
          responses: { "200": json("Reviewed", envelope(reviewResult)), ...errors(400, 404, 409, 413, 415, 429) },
        },
      ),
    },
    "/api/admin/audit": {
      get: staffOp(
        "Staff",
        "The audit log, newest first",
        "Who changed what and when. Filters: `actor` (an e-mail, any case), `action`, `entityType`, `entityId`, `q` (summary, action or e-mail contains), and `from`/`to`, days in India time, both included. Pages of `limit` entries (25, 50 or 100; 100 when absent), newest first: pass the last id as `before` for older entries, the first id as `after` for newer ones. Admins only.",
        {
          operationId: "staffAuditLog",
          requestParams: { query: auditQuerySchema },
          responses: { "200": json("Entries", envelope(z.array(auditEntry))), ...errors(400) },
        },
      ),
    },
    "/api/admin/audit/export": {
      get: staffOp(
        "Staff",
        "The audit log as CSV",
        "Every entry the filters of GET /api/admin/audit select (up to 50,000), newest first, with the changes field by field; cells a spreadsheet would read as formulas are escaped. The export is itself written to the log. Admins only.",
        {
          operationId: "staffAuditCsv",
          requestParams: { query: auditExportQuerySchema },
          responses: { "200": csvAnswer(), ...errors(400) },
        },
      ),
    },
    "/api/admin/inbox/{file}": {
      get: staffOp(
        "Staff",
        "An inbox tab as CSV",
        "messages.csv, leads.csv or deletions.csv, with the tab's filters. Every staff role may read the inbox.",
        {
          operationId: "staffInboxCsv",
          forbidden: false,
          requestParams: {
            path: z.object({ file: z.enum(["messages.csv", "leads.csv", "deletions.csv"]) }),
            query: inboxExportQuerySchema,
          },
          responses: { "200": csvAnswer(), ...errors(400, 404) },
        },
      ),
    },
    "/api/admin/uploads": {
      post: staffOp(
        "Staff",
        "Upload an image for a post or a service",
        "The same file rules and the same answer as POST /api/v1/upload.",
        {
          operationId: "staffUpload",
          requestBody: body(multipartFile, "multipart/form-data"),
          responses: {
            "201": json("Stored", uploadAnswer),
            ...errors(400, 413, 415, 429, 502),
          },
        },
      ),
    },
  };
}
