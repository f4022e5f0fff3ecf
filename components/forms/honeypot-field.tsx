import { HONEYPOT_FIELD } from "@/lib/http/honeypot";

/** Off-screen and out of the tab order: people never fill it, form-filling bots do. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value from the submitted form, only when something was typed into it. */
export function honeypotValue(event: { target?: unknown } | undefined): Record<string, string> {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return {};
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === "string" && value ? { [HONEYPOT_FIELD]: value } : {};
}
