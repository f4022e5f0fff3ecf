import { z } from "zod";
import { COMPANY_SIZES, type CompanySizeLabel, INVALID_EMAIL_MESSAGE, MISSING_FIELDS_MESSAGE } from "./form-messages";
import { emailAddress, oneOf, singleLineText } from "./text";

export { COMPANY_SIZES, type CompanySizeLabel } from "./form-messages";

/** How each company size is stored (the CompanySize enum of prisma/schema.prisma). */
export const COMPANY_SIZE_VALUES = {
  "1-10": "S1_10",
  "11-50": "S11_50",
  "51-200": "S51_200",
  "201-500": "S201_500",
  "500+": "S500_UP",
} as const satisfies Record<CompanySizeLabel, string>;

/** The spec's label of a stored company size ("1-10", ..., "500+"), for the console and exports. */
export const COMPANY_SIZE_LABELS = Object.fromEntries(
  Object.entries(COMPANY_SIZE_VALUES).map(([label, value]) => [value, label]),
) as Record<(typeof COMPANY_SIZE_VALUES)[CompanySizeLabel], CompanySizeLabel>;

/** The lead sign-up form at /signup and POST /api/user/signup. Location is shown as required but not checked (spec 5). */
export const leadSchema = z.object({
  name: singleLineText().min(1, MISSING_FIELDS_MESSAGE).max(100, "Name must be at most 100 characters"),
  email: emailAddress(MISSING_FIELDS_MESSAGE, INVALID_EMAIL_MESSAGE),
  phone: singleLineText()
    .min(1, MISSING_FIELDS_MESSAGE)
    .regex(/^\+?[\d\s()-]{7,20}$/, "Please enter a valid mobile number")
    .refine(
      (v) => v.replace(/\D/g, "").length >= 7 && v.replace(/\D/g, "").length <= 15,
      "Please enter a valid mobile number",
    ),
  companySize: oneOf(COMPANY_SIZES, "company size", MISSING_FIELDS_MESSAGE),
  location: singleLineText().max(120, "Location must be at most 120 characters").optional().default(""),
});

export type LeadInput = z.input<typeof leadSchema>;
export type LeadData = z.output<typeof leadSchema>;
