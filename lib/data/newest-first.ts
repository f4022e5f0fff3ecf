// Keyset pages of a newest-first list (inbox tabs, mail): a row's place is its time and its id, the id
// breaking ties of one millisecond, so a page never repeats or skips a row, whatever arrives meanwhile.

/**
 * A list sorted on another column first (the Listing Page's sorts, decision 559): the sort's name and the
 * row's value of that column, kept in the cursor before the row's time and id, which break its ties.
 */
export type SortKey = { sort: string; value: string };

export type RowPlace = { createdAt: Date; id: string; key?: SortKey };

/**
 * A row's cursor, e.g. `2026-11-24T09:30:00.000Z_ck1…`: the next page starts after it. A sorted list's
 * cursor starts with its key: `claimed~12~2026-11-24T09:30:00.000Z_ck1…`.
 */
export function rowCursor(row: RowPlace): string {
  const place = `${row.createdAt.toISOString()}_${row.id}`;
  return row.key ? `${row.key.sort}~${row.key.value}~${place}` : place;
}

const CURSOR =
  /^(?:([a-z]{1,16})~([\w.:-]{1,40})~)?(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([A-Za-z0-9-]{1,64})$/;

/** The place a cursor names, or null when it does not parse. */
export function parseRowCursor(cursor: string): RowPlace | null {
  const match = CURSOR.exec(cursor);
  if (!match) return null;
  const createdAt = new Date(match[3]!);
  // No row is older than 1970; year 0000 is a date to JavaScript but not to PostgreSQL (a 500, not a 400).
  if (Number.isNaN(createdAt.getTime()) || createdAt.getTime() < 0) return null;
  const place = { createdAt, id: match[4]! };
  return match[1] ? { ...place, key: { sort: match[1], value: match[2]! } } : place;
}

/**
 * The cursor an API answer gives (decisions 551 and 021): a row's place, base64url so that a client keeps
 * it as an opaque token. It names a place, not a row, so deleting its row moves nothing.
 */
export function opaqueCursor(row: RowPlace): string {
  return Buffer.from(rowCursor(row)).toString("base64url");
}

/** The place an opaque cursor names; null for a bare id or anything else. */
const openedCursor = (cursor: string) => parseRowCursor(Buffer.from(cursor, "base64url").toString("utf8"));

/** Whether a cursor sent to the API is not one opaqueCursor gave: a bare id (deprecated, decision 021). */
export function isBareIdCursor(cursor: string): boolean {
  return openedCursor(cursor) === null;
}

/**
 * The place a cursor sent to the API names: one opaqueCursor gave, or (deprecated, for one release) the bare
 * id of a row `legacyRow` still finds. Null for anything else, which the API answers 400 (CURSOR_MESSAGE).
 */
export async function apiCursorPlace(
  cursor: string,
  legacyRow: (id: string) => Promise<RowPlace | null>,
): Promise<RowPlace | null> {
  return openedCursor(cursor) ?? legacyRow(cursor);
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
