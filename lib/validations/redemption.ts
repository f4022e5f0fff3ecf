import { z } from "zod";
import { numberFromText } from "./coupon-form-text";
import { singleLineText, tooLongMessage } from "./text";

// Codes per claim and their redemption (decisions 556, 557), and partner API keys: one schema per form,
// used by the dashboard's forms and the JSON API alike.

export const CODE_LIMITS = { minLength: 4, maxLength: 64, maxPool: 5000, maxKeyName: 60 } as const;

export const REDEMPTION_MESSAGES = {
  code: `Enter the code the customer shows: ${CODE_LIMITS.minLength} to ${CODE_LIMITS.maxLength} letters, digits or dashes.`,
  orderAmount: "Order amount must be a number of rupees, like 1499 or 1,499.50",
  orderAmountPositive: "Order amount must be greater than 0",
  orderAmountPaise: "Order amount can have at most 2 decimal places",
  orderAmountTooHigh: "Order amount must be at most 1,00,00,000",
  codeMode: "Choose where each claim's code comes from",
  poolEmpty: "Add at least one code to the list: one code per line.",
  poolTooBig: `A list can hold at most ${CODE_LIMITS.maxPool.toLocaleString("en-IN")} codes. Split it and add each part.`,
  poolCode: `Each code must be ${CODE_LIMITS.minLength} to ${CODE_LIMITS.maxLength} letters, digits, dashes or underscores.`,
  keyName: "Give the key a name, like the shop or till that uses it",
  keyNameTooLong: tooLongMessage("Key name", CODE_LIMITS.maxKeyName),
} as const;

const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

/**
 * A code as stored and looked up: spaces gone and upper case, so "pp-7kq9 m2xd" typed at a counter finds
 * "PP-7KQ9M2XD" (decision 556).
 */
export function normaliseCode(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

const isCode = (code: string) =>
  code.length >= CODE_LIMITS.minLength && code.length <= CODE_LIMITS.maxLength && CODE_PATTERN.test(code);

const codeField = (message: string) =>
  z
    .string(message)
    .max(200, message)
    .transform(normaliseCode)
    .refine(isCode, message)
    .meta({ description: "The code the customer shows (spaces and case do not matter)", example: "PP-7KQ9M2XD" });

/** POST /api/v1/redemptions and the Redeem screen: a claimed code, redeemed once. */
export const redemptionSchema = z.object({
  code: codeField(REDEMPTION_MESSAGES.code),
  orderAmount: z
    .number(REDEMPTION_MESSAGES.orderAmount)
    .gt(0, REDEMPTION_MESSAGES.orderAmountPositive)
    .max(1_00_00_000, REDEMPTION_MESSAGES.orderAmountTooHigh)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, REDEMPTION_MESSAGES.orderAmountPaise)
    .nullish()
    .transform((v) => v ?? undefined)
    .meta({ description: "The order's amount in rupees, when the merchant gives it", example: 1499.5 }),
});

/** The Redeem screen's form: the amount as typed ("1,499", "₹999"; empty is none). */
export const redemptionFormSchema = z.preprocess((value) => {
  if (!value || typeof value !== "object") return value;
  const form = { ...(value as Record<string, unknown>) };
  if (typeof form.orderAmount === "string") form.orderAmount = numberFromText(form.orderAmount);
  return form;
}, redemptionSchema);

export const codeModes = ["shared", "generated", "pool"] as const;
export type CodeMode = (typeof codeModes)[number];

/** Where each claim's code comes from; `codes` adds to the coupon's pool. */
export const couponCodesSchema = z.object({
  mode: z.enum(codeModes, REDEMPTION_MESSAGES.codeMode).meta({
    description:
      "shared: the coupon's own code for everyone; generated: a new single-use code at each claim; pool: the next unused code of the uploaded list (an empty list ends the claims as a cap does)",
  }),
  codes: z
    .array(z.string(REDEMPTION_MESSAGES.poolCode).transform(normaliseCode).refine(isCode, REDEMPTION_MESSAGES.poolCode))
    .max(CODE_LIMITS.maxPool, REDEMPTION_MESSAGES.poolTooBig)
    .optional()
    .meta({ description: "Codes to add to the pool (mode pool), each used once", example: ["DIWALI-0001"] }),
});

/**
 * A list of codes as a partner has it: a CSV file or pasted lines, one code per line in the first
 * column; a header line "code" and empty lines are skipped.
 */
export function codesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => (line.split(",")[0] ?? "").trim().replace(/^"|"$/g, ""))
    .filter((cell, index) => cell !== "" && !(index === 0 && /^codes?$/i.test(cell)));
}

/** The coupon page's form: the mode and, for a pool, the list as text. */
export const couponCodesFormSchema = z.preprocess((value) => {
  if (!value || typeof value !== "object") return value;
  const form = { ...(value as Record<string, unknown>) };
  if (typeof form.codes === "string") form.codes = form.codes.trim() ? codesFromText(form.codes) : undefined;
  return form;
}, couponCodesSchema);

/** A new partner API key: its name only. */
export const apiKeyCreateSchema = z.object({
  name: singleLineText(REDEMPTION_MESSAGES.keyName, REDEMPTION_MESSAGES.keyName)
    .min(1, REDEMPTION_MESSAGES.keyName)
    .max(CODE_LIMITS.maxKeyName, REDEMPTION_MESSAGES.keyNameTooLong)
    .meta({ description: "What the key is for", example: "Shop checkout" }),
});
