"use server";

import { publicFormAction, type PublicFormState } from "@/lib/api/public-form-action";
import { LEAD_LIMITS, recordLead } from "@/lib/data/leads";
import { limitPerAddress } from "@/lib/rate-limit";
import { leadSchema } from "@/lib/validations/lead";

type LeadValues = { name: string; email: string; phone: string; companySize: string; location: string };
export type LeadFormState = PublicFormState<LeadValues>;

const register = publicFormAction<typeof leadSchema, LeadValues>({
  scope: "lead",
  schema: leadSchema,
  rateLimit: LEAD_LIMITS.perIp,
  fields: ["name", "email", "phone", "companySize", "location"],
  handle: async (data) => {
    const perAddress = await limitPerAddress("lead", data.email, LEAD_LIMITS.perAddress, LEAD_LIMITS.perAddressMessage);
    if (!perAddress.ok) return LEAD_LIMITS.perAddressMessage;
    await recordLead(data);
  },
});

/** The lead form (/signup) posted without JavaScript (with it, the form posts JSON to /api/user/signup). */
export async function registerLeadAction(previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  return register(previous, form);
}
