/** Fields whose value never comes back after a refusal: a password, a one-time code, a secret, a token. */
const SECRET_FIELD = /password|code|otp|secret|token/i;

/**
 * What a posted form sent, as a refusal gives it back so that nothing typed is lost (decision 619): each
 * text field whole, a file by its name, secrets and Next's own `$ACTION` fields left out. The server's
 * refusal and the page's own, for a post that got no answer (decision 839), read it the same way.
 */
export function submittedFields(form: FormData): Record<string, string> {
  const submitted: Record<string, string> = {};
  for (const [key, value] of form)
    if (!key.startsWith("$ACTION") && !SECRET_FIELD.test(key))
      submitted[key] = typeof value === "string" ? value : value.name.slice(0, 200);
  return submitted;
}
