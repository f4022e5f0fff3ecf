"use client";

import { LabelledInput } from "@/components/ui/labelled-controls";
import { LabelledSelect } from "@/components/ui/labelled-select";
import { SubmitButton } from "@/components/ui/submit-button";
import { registerLeadAction } from "@/lib/actions/register-lead";
import { COMPANY_SIZES } from "@/lib/validations/form-messages";
import type { LeadData, LeadInput } from "@/lib/validations/lead";
import { lazyResolver } from "./lazy-resolver";
import { NAME_INPUT, emailInput } from "./person-inputs";
import { PublicForm } from "./public-form";
import { usePublicForm } from "./use-public-form";

const SENT = { title: "Registered Successfully", description: "Thanks for reaching out! We'll get back to you soon." };

/** The select starts on its placeholder, which the schema rejects as missing. */
type LeadFormValues = Omit<LeadInput, "companySize" | "location"> & {
  companySize: LeadInput["companySize"] | "";
  location: string;
};
const empty: LeadFormValues = { name: "", email: "", phone: "", companySize: "", location: "" };
const validation = lazyResolver<LeadFormValues, LeadData>(
  async () => (await import("@/lib/validations/lead")).leadSchema,
);

/** The lead sign-up (/signup): JSON to /api/user/signup with JavaScript, the server action without. */
export function LeadForm() {
  const lead = usePublicForm({
    action: registerLeadAction,
    page: "/signup",
    endpoint: "/api/user/signup",
    validation,
    empty,
    successStatus: 201,
    // Spec 9: toasts on the sign-up screen last five seconds.
    toasts: { duration: 5000, sent: SENT },
  });
  return (
    <PublicForm form={lead} sent={SENT} className="relative grid gap-5 sm:grid-cols-2" aria-label="Sign up form">
      {/* Every field is marked required; only the schema checks them (location not at all, spec 5). */}
      <LabelledInput {...NAME_INPUT} marked {...lead.field("name")} />
      <LabelledInput {...emailInput("you@company.com")} marked {...lead.field("email")} />
      <LabelledInput
        label="Mobile"
        marked
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+91 98765 43210"
        {...lead.field("phone")}
      />
      <LabelledSelect label="Company size" marked {...lead.field("companySize")}>
        <option value="">Select company size</option>
        {COMPANY_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </LabelledSelect>
      <div className="sm:col-span-2">
        <LabelledInput
          label="Location"
          marked
          type="text"
          autoComplete="address-level2"
          placeholder="City, State"
          {...lead.field("location")}
        />
      </div>
      <SubmitButton pending={lead.pending} className="w-full sm:col-span-2">
        Sign Up
      </SubmitButton>
    </PublicForm>
  );
}
