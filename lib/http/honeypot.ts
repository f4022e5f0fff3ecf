/**
 * The public forms carry a visually hidden field people never see or fill. Bots that fill every
 * input give themselves away; they get a normal-looking success so they learn nothing.
 */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}
