// A template marks where a secret goes (a code, a link's token) with a slot instead of the value; the
// value travels beside it in `secrets`. The stored and displayed message fills each slot with a mask,
// only the message sent fills it with the value (decision 812). No scrubbing after the fact: a template
// that forgets its slot is a template bug caught by checkSecretSlots, not a leak found by a regex.

export type MailSecrets = Record<string, string>;

/** What staff and the table see where a secret was. */
export const SECRET_MASK = "••••••";

const SLOT = /\{\{secret:([a-zA-Z]\w*)\}\}/g;

/** The slot a template writes where the secret `name` goes (in both the text and the HTML part). */
export function secretSlot(name: string): string {
  return `{{secret:${name}}}`;
}

export function slotNames(template: string): string[] {
  return [...template.matchAll(SLOT)].map((m) => m[1] ?? "");
}

/** Every slot has its secret and every secret has a slot in the text part (the one every client shows). */
export function checkSecretSlots(parts: { text: string; html?: string | null }, secrets: MailSecrets): void {
  const used = [...slotNames(parts.text), ...slotNames(parts.html ?? "")];
  const missing = used.filter((name) => !(name in secrets));
  if (missing.length) throw new Error(`mail template: no secret for slot(s) ${missing.join(", ")}`);
  const unplaced = Object.keys(secrets).filter((name) => !slotNames(parts.text).includes(name));
  if (unplaced.length) throw new Error(`mail template: secret(s) ${unplaced.join(", ")} have no slot in the text`);
  for (const [name, value] of Object.entries(secrets))
    if (!value || /[\r\n]/.test(value)) throw new Error(`mail template: secret ${name} is empty or spans lines`);
}

/** Fills every slot: with `value(name)`, or with the mask when no value is given. */
export function fillSlots(template: string, value: (name: string) => string = () => SECRET_MASK): string {
  return template.replace(SLOT, (_slot, name: string) => value(name));
}
