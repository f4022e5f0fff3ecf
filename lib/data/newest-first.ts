// Keyset pages of a newest-first list (inbox tabs, mail): a row's place is its time and its id, the id
// breaking ties of one millisecond, so a page never repeats or skips a row, whatever arrives meanwhile.

/** A row's cursor, e.g. `2026-11-24T09:30:00.000Z_ck1…`: the next page starts after it. */
export function rowCursor(row: { createdAt: Date; id: string }): string {
  return `${row.createdAt.toISOString()}_${row.id}`;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([A-Za-z0-9-]{1,64})$/;

/** The place a cursor names, or null when it does not parse. */
export function parseRowCursor(cursor: string): { createdAt: Date; id: string } | null {
  const match = CURSOR.exec(cursor);
  if (!match) return null;
  const createdAt = new Date(match[1]!);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id: match[2]! };
}

export type RowPlace = { createdAt: Date; id: string };

/**
 * The cursor an API answer gives (decisions 551 and 021): a row's place, base64url so that a client keeps
 * it as an opaque token. It names a place, not a row, so deleting its row moves nothing.
 */
export function opaqueCursor(row: RowPlace): string {
  return Buffer.from(rowCursor(row)).toString("base64url");
}

/**
 * The place a cursor sent to the API names: one opaqueCursor gave, or (deprecated, for one release) the bare
 * id of a row `legacyRow` still finds. Null for anything else, which the API answers 400 (CURSOR_MESSAGE).
 */
export async function apiCursorPlace(
  cursor: string,
  legacyRow: (id: string) => Promise<RowPlace | null>,
): Promise<RowPlace | null> {
  return parseRowCursor(Buffer.from(cursor, "base64url").toString("utf8")) ?? legacyRow(cursor);
}

/** The rows after a row's place in (createdAt desc, id desc). */
export function olderThanRow({ createdAt, id }: { createdAt: Date; id: string }) {
  return { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] };
}

/** The rows after the cursor in (createdAt desc, id desc); a cursor that does not parse filters nothing. */
export function olderThan(before: string | undefined) {
  const place = before ? parseRowCursor(before) : null;
  return place ? olderThanRow(place) : {};
}

export const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];
