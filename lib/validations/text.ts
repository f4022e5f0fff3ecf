import { z } from "zod";
import { unknownValueMessage } from "@/lib/errors";

// zod 4 probes `Function("")` once to decide whether to compile its parsers; our CSP has no
// 'unsafe-eval', so browsers log that probe as a policy violation. In the browser, parse without it.
if (typeof window !== "undefined") z.config({ jitless: true });

// Text typed by people never needs control characters, and PostgreSQL refuses NUL in text columns
// outright (a 500 if it ever reaches a query). Every string field of every schema goes through
// one of these two helpers (decision 011).

/** C0 controls, DEL and C1 controls: nothing a single-line field may hold. */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, minus tab, line feed and carriage return, which multi-line text keeps. */
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const CONTROL_CHARACTERS_MESSAGE = "Please remove the unsupported (control) characters from this field";

export function hasControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_LINE_BREAKS : ANY_CONTROL).test(value);
}

// Each helper is one string schema with checks, never a pipe: the OpenAPI document renders a request
// field from the schema a client's value first meets, so min, max and pattern added here are shown there
// too (decision 813). `required` is the message for a missing or non-string value.

/** A one-line field (name, e-mail, title, tag...): trimmed, no control characters at all. */
export function singleLineText(message = CONTROL_CHARACTERS_MESSAGE, required?: string) {
  return z
    .string(required)
    .trim()
    .refine((v) => !hasControlCharacters(v), message);
}

/** What a text field over its limit says, with the limit: "Title must be at most 200 characters". */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/**
 * One of a fixed list (an enum), the one way a schema takes one (issue 51): a value outside it says so
 * with the value and the list (unknownValueMessage: `Unknown category "Food". Allowed: ...`), never a
 * "required" message; `required`, when given, is what a missing or empty value gets instead.
 */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, label: string, required?: string) {
  return z.enum(values, {
    error: ({ input }) =>
      required !== undefined && (input === undefined || input === null || input === "")
        ? required
        : unknownValueMessage(label, input, values),
  });
}

/**
 * A required text field: a missing, non-string or empty value gets `required` (the spec's words, an API
 * client's too); a value over `max` gets `tooLong`, never the required text nor zod's own English.
 */
export function requiredText(required: string, max: number, tooLong: string, { multiline = false } = {}) {
  return (multiline ? multiLineText : singleLineText)(undefined, required).min(1, required).max(max, tooLong);
}

/** A list's search box (`search`, `q`): one line, at most 100 characters. */
export function searchText() {
  return singleLineText().max(100, "Search must be at most 100 characters.");
}

/** A multi-line field (message, description...): trimmed, only \n, \r and \t among the controls. */
export function multiLineText(message = CONTROL_CHARACTERS_MESSAGE, required?: string) {
  return z
    .string(required)
    .trim()
    .refine((v) => !hasControlCharacters(v, { multiline: true }), message);
}

/** An e-mail address as z.email() checks it, after trimming; the document shows its format. */
export function emailAddress(required: string, invalid: string, max = 254) {
  return singleLineText(undefined, required)
    .min(1, required)
    .max(max, invalid)
    .regex(z.regexes.email, invalid)
    .meta({ format: "email" });
}
