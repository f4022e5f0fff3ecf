/**
 * The name and e-mail inputs the public forms share (contact, sign-up, account deletion): their label, type,
 * autofill and example text. Each form adds its own `marked`/`required` and wiring.
 */
export const NAME_INPUT = { label: "Name", type: "text", autoComplete: "name", placeholder: "Your full name" } as const;

/** The e-mail input; its example says whose address is wanted. */
export const emailInput = (placeholder: string) =>
  ({ label: "Email", type: "email", autoComplete: "email", placeholder }) as const;
