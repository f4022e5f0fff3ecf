import { reviewPartner } from "@/lib/console/operations";
import { api, toRoute } from "@/lib/operations/route";

/** POST /api/admin/partners/{id}/review {decision: approve|reject|suspend, reason?} (admins only). */
const review = toRoute(reviewPartner, {
  maxBytes: 8 * 1024,
  input: async ({ params }, readJsonBody) => ({
    ...((await readJsonBody()) as object),
    partnerId: (params.id ?? "").slice(0, 64),
  }),
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("staff", { POST: review });
