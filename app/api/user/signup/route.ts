import { apiRoute } from "@/lib/api/api-route";
import { publicFormHandler } from "@/lib/api/public-form";
import { recordLead } from "@/lib/data/leads";
import { limitPerAddress } from "@/lib/rate-limit";
import { leadSchema } from "@/lib/validations/lead";

// Spec 7: status 201 means success, for a new e-mail and for a repeat alike.
const registered = { status: 201, body: { ok: true, message: "Registered Successfully" } };

const submit = publicFormHandler({
  scope: "lead",
  schema: leadSchema,
  rateLimit: { limit: 5, windowSeconds: 600 },
  decoy: registered,
  handle: async (data) => {
    const perAddress = await limitPerAddress(
      "lead",
      data.email,
      { limit: 3, windowSeconds: 86_400 },
      "This e-mail address has been registered several times today. Please try again tomorrow.",
    );
    if (!perAddress.ok) return perAddress;
    await recordLead(data);
    return registered;
  },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: submit });
