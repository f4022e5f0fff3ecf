import { apiRoute } from "@/lib/api/api-route";
import { publicFormHandler } from "@/lib/api/public-form";
import { createContactMessage } from "@/lib/data/contact-messages";
import { contactSchema } from "@/lib/validations/contact";

const sent = { status: 201, body: { ok: true, message: "Message Sent Successfully" } };

const submit = publicFormHandler({
  scope: "contact",
  schema: contactSchema,
  rateLimit: { limit: 5, windowSeconds: 600 },
  decoy: sent,
  handle: async (data) => {
    await createContactMessage(data);
    return sent;
  },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ POST: submit });
