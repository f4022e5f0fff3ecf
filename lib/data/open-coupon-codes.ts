import "server-only";
import { validationError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dayToDate } from "@/lib/model/calendar-day";
import { codeInUseMessage } from "@/lib/validations/coupon-messages";
import { ownedWhere } from "./coupon-scope";

// A partner's open coupons (not expired, not deleted) never share a code (issue 49 capability 5,
// decision 559): a customer typing it at the counter must get one offer. Case does not matter, as at
// most checkouts. Called inside the write's transaction, after the partner's row is locked.

const same = (code: string) => code.trim().toUpperCase();

/**
 * The codes among `codes` that another open coupon of the partner already uses, each with that coupon's
 * title; coupons `except` (the one being edited) do not count.
 */
export async function codesInUse(
  partnerId: string,
  codes: (string | undefined)[],
  { today, except = [], client }: { today: string; except?: string[]; client: Prisma.TransactionClient },
): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter((c): c is string => Boolean(c?.trim())).map(same))];
  if (!wanted.length) return new Map();
  const rows = await client.coupon.findMany({
    where: {
      ...ownedWhere(partnerId),
      id: { notIn: except },
      expiryDate: { gte: dayToDate(today) },
      OR: wanted.map((code) => ({ code: { equals: code, mode: "insensitive" as const } })),
    },
    select: { code: true, title: true },
  });
  return new Map(rows.map((row) => [same(row.code!), row.title]));
}

/** Refuses the write on its code field when another open coupon of the partner has the code. */
export async function refuseCodeInUse(
  partnerId: string,
  code: string | undefined,
  options: { today: string; except?: string[]; client: Prisma.TransactionClient },
): Promise<void> {
  if (!code) return;
  const used = (await codesInUse(partnerId, [code], options)).get(same(code));
  if (used !== undefined) throw validationError([{ path: ["code"], message: codeInUseMessage(code.trim(), used) }]);
}

/**
 * The rows of a list (0-based) whose code an open coupon, or an earlier row of the same list, already has,
 * each with its message; `rowName` names a row as the person knows it (an import's spreadsheet row).
 */
export async function repeatedCodes(
  partnerId: string,
  codes: (string | undefined)[],
  options: { today: string; except?: string[]; client: Prisma.TransactionClient },
  rowName: (index: number) => number = (index) => index + 1,
): Promise<Map<number, string>> {
  const stored = await codesInUse(partnerId, codes, options);
  const seen = new Map<string, number>();
  const refused = new Map<number, string>();
  codes.forEach((code, row) => {
    if (!code?.trim()) return;
    const key = same(code);
    const title = stored.get(key);
    if (title !== undefined) refused.set(row, codeInUseMessage(code.trim(), title));
    else if (seen.has(key)) refused.set(row, codeRepeatedMessage(code.trim(), rowName(seen.get(key)!)));
    else seen.set(key, row);
  });
  return refused;
}

const codeRepeatedMessage = (code: string, row: number) => `Code ${code} is already used on row ${row} of this file`;
