// Texts and options the public forms show before their schema has loaded: kept apart from the zod
// schemas so a form's first load does not carry the validator (decision 311).

export const MISSING_FIELDS_MESSAGE = "Please fill in all fields before submitting.";
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
/** Spec 7: the account-deletion answer for an e-mail that is not registered. */
export const EMAIL_NOT_FOUND_MESSAGE = "Email not found. Please enter a registered email.";

export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "500+"] as const;
export type CompanySizeLabel = (typeof COMPANY_SIZES)[number];
