import { publicFormHandler } from "@/lib/api/public-form";
import { upsertLead } from "@/lib/data/leads";
import { leadSchema } from "@/lib/validations/lead";

// Spec 7: status 201 means success, for a new e-mail and for a repeat alike.
const registered = { status: 201, body: { ok: true, message: "Registered Successfully" } };

export const POST = publicFormHandler({
  scope: "lead",
  schema: leadSchema,
  rateLimit: { limit: 5, windowSeconds: 600 },
  decoy: registered,
  handle: async (data) => {
    await upsertLead(data);
    return registered;
  },
});
