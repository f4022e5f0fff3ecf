import { apiRoute } from "@/lib/api/api-route";
import { publicFormHandler } from "@/lib/api/public-form";
import { LEAD_LIMITS, recordLead } from "@/lib/data/leads";
import { limitPerAddress } from "@/lib/rate-limit";
import { leadSchema } from "@/lib/validations/lead";

// Spec 7: status 201 means success, for a new e-mail and for a repeat alike.
const registered = { status: 201, body: { ok: true, message: "Registered Successfully" } };

const submit = publicFormHandler({
  scope: "lead",
  schema: leadSchema,
  rateLimit: LEAD_LIMITS.perIp,
  decoy: registered,
  handle: async (data) => {
    const perAddress = await limitPerAddress("lead", data.email, LEAD_LIMITS.perAddress, LEAD_LIMITS.perAddressMessage);
    if (!perAddress.ok) return perAddress;
    await recordLead(data);
    return registered;
  },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: submit });
