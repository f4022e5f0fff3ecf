import { partnerJson } from "@/lib/api/partner-errors";
import { partnerApiRoute, readPartnerBody } from "@/lib/auth/route";
import { reviewPartner } from "@/lib/data/admin/partners";
import { staffRoute } from "@/lib/staff/route";
import { partnerReviewSchema } from "@/lib/validations/staff-api";

type Context = { params: Promise<{ id: string }> };

/** POST /api/admin/partners/{id}/review {decision: approve|reject|suspend, reason?} (admins only). */
const review = staffRoute("partners.review", async (request, staff, context: Context) => {
  const body = await readPartnerBody(request, partnerReviewSchema, 8 * 1024);
  if (!body.ok) return body.response;
  const { id } = await context.params;
  const result = await reviewPartner(staff, { ...body.data, partnerId: id.slice(0, 64) });
  return partnerJson(result, { message: `Partner ${result.status.toLowerCase()}` });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute<Context>({ POST: review });
