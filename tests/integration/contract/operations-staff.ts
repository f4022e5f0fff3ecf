// How to call each staff operation so it succeeds, and the recipes for its own refusals (./provoke.ts
// has the generic ones). The callers are an admin with a second factor, or (refused) an editor.
import { randomUUID } from "node:crypto";
import { reviewPartner, uploadContentImage } from "@/lib/console/operations";
import { createPartner } from "../partner-helpers";
import { type Call, jsonBody } from "./app";
import { PNG, accountBucket, multipart, uploadAnswers } from "./operations-partner";
import { Callers, type Spec } from "./provoke";

const staffGet =
  (path: string) =>
  async (c: Callers): Promise<Call> => ({
    method: "GET",
    path,
    headers: (await c.staff()).auth,
  });
const refusedQuery = (path: string): Spec["answers"] => ({
  400: async (app, status) => app.send(await staffGet(path)(new Callers()), status),
});

const review = async (c: Callers, partnerId: string, decision = "approve"): Promise<Call> => {
  const json = jsonBody({ decision });
  return {
    method: "POST",
    path: `/api/admin/partners/${partnerId}/review`,
    headers: { ...json.headers, ...(await c.staff()).auth },
    body: json.body,
  };
};

export const staffOperations: Record<string, Spec> = {
  staffListPartners: { ok: staffGet("/api/admin/partners"), answers: refusedQuery("/api/admin/partners?page=-1") },
  staffReviewPartner: {
    ok: async (c) => review(c, (await createPartner({ prefix: "contract-review", status: "PENDING" })).id),
    buckets: accountBucket(reviewPartner, async (c) => `staff:${(await c.staff()).staffId}`),
    answers: {
      404: async (app, status) => app.send(await review(new Callers(), `no-such-partner-${randomUUID()}`), status),
      // Approving a partner who is approved already: someone reviewed them in between.
      409: async (app, status) =>
        app.send(await review(new Callers(), (await createPartner({ prefix: "contract-reviewed" })).id), status),
    },
  },
  staffAuditLog: { ok: staffGet("/api/admin/audit"), answers: refusedQuery("/api/admin/audit?before=abc") },
  staffAuditCsv: {
    ok: staffGet("/api/admin/audit/export?action=staff.sign_in"),
    answers: refusedQuery("/api/admin/audit/export?from=2026-02-30"),
  },
  staffInboxCsv: {
    ok: staffGet("/api/admin/inbox/leads.csv"),
    answers: {
      ...refusedQuery("/api/admin/inbox/leads.csv?status=bogus"),
      404: async (app, status) => app.send(await staffGet("/api/admin/inbox/other.csv")(new Callers()), status),
    },
  },
  staffUpload: {
    ok: async (c) => ({
      method: "POST",
      path: "/api/admin/uploads",
      headers: (await c.staff()).auth,
      body: multipart(PNG),
    }),
    buckets: accountBucket(uploadContentImage, async (c) => `staff:${(await c.staff()).staffId}`),
    answers: uploadAnswers("/api/admin/uploads", (c) => c.staff().then((s) => ({ id: s.staffId, auth: s.auth }))),
  },
};
