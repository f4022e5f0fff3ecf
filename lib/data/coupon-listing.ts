import "server-only";
import { sqlPool } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { todayInIndia } from "@/lib/model/calendar-day";
import { couponCategories } from "@/lib/model/coupon-categories";
import type { CouponPhase, CouponView } from "@/lib/model/coupon-view";
import { partnerCursorPlace } from "./coupons";
import type { RowPlace } from "./newest-first";
import { likeContaining } from "./text-match";

// GET /api/v1/coupon/listed's read (decision 814): the three tabs in one statement, written as JSON by the
// database, and the token of the partner's rows its ETag is made of. Scoped to the partner like every
// read in ./coupons.ts: the partner's id is the statement's first parameter; deleted coupons are left out
// (decision 550). Each tab's cursor is the one opaque keyset cursor of every API list (decision 021).

/** Coupons per tab in one answer of GET /api/v1/coupon/listed, unless the client asks for fewer. */
export const GROUPED_PAGE_SIZE = 100;

export type GroupedCoupons = {
  listedCoupons: CouponView[];
  livedCoupons: CouponView[];
  expiredCoupons: CouponView[];
  /** Where each tab's next page starts (its `…Cursor` query parameter), or null when it has no more. */
  nextCursors: Record<CouponPhase, string | null>;
};

export type GroupedQuery = { search?: string; limit?: number; cursors?: Partial<Record<CouponPhase, string>> };

/** The three tabs, each newest first and paged on its own, derived from the dates against `today`. */
export async function listGroupedCoupons(
  partnerId: string,
  query: GroupedQuery = {},
  today = todayInIndia(),
): Promise<GroupedCoupons> {
  return JSON.parse(await groupedCouponsJson(partnerId, query, today)) as GroupedCoupons;
}

/**
 * listGroupedCoupons as JSON text, made by the database in one statement (decision 814): each tab is
 * pageOf's keyset page with phaseWhere's filter and searchFilter's search, and each coupon is
 * toCouponView's object, key for key, with its image absolute as the partner API answers it (absoluteUrl),
 * written compact as JSON.stringify writes it. One round trip and
 * no row mapping for up to 300 coupons, the hot read a partner's app polls.
 */
export async function groupedCouponsJson(
  partnerId: string,
  { search, limit = GROUPED_PAGE_SIZE, cursors = {} }: GroupedQuery = {},
  today = todayInIndia(),
): Promise<string> {
  const q = search?.trim();
  const needle = q?.toLowerCase();
  const categories = needle ? couponCategories.filter((c) => c.toLowerCase().includes(needle)) : [];
  // A cursor this API never gave is a validation error on its own query parameter, never the tab's page 1.
  const place = async (phase: CouponPhase): Promise<[string, string] | [null, null]> => {
    const cursor = cursors[phase];
    if (!cursor) return [null, null];
    const { createdAt, id }: RowPlace = await partnerCursorPlace(partnerId, cursor, `${phase}Cursor`);
    return [createdAt.toISOString(), id];
  };
  const [listed, lived, expired] = await Promise.all([place("listed"), place("lived"), place("expired")]);
  const { rows } = await sqlPool().query<{ json: string }>(GROUPED_SQL, [
    partnerId,
    today,
    limit,
    q ? likeContaining(q) : null,
    categories.length ? categories : null,
    [...couponCategories],
    ...listed,
    ...lived,
    ...expired,
    getEnv().APP_URL,
  ]);
  return rows[0]!.json;
}

// $1 partner, $2 day, $3 page size, $4 ILIKE pattern or null, $5 matching categories or null, $6 the
// known categories, $7-$12 each tab's cursor place (createdAt as ISO text, id) or nulls, $13 the site's origin.
// CouponStatus CLAIMED is stored as "claimed" (its @map).
const GROUPED_PHASES = {
  listed: `c."startDate" > $2::date AND c."expiryDate" >= $2::date AND c."pausedAt" IS NULL AND c.status <> 'claimed'`,
  lived: `c."startDate" <= $2::date AND c."expiryDate" >= $2::date AND c."pausedAt" IS NULL AND c.status <> 'claimed'`,
  expired: `(c."expiryDate" < $2::date OR c."pausedAt" IS NOT NULL OR c.status = 'claimed')`,
} satisfies Record<CouponPhase, string>;

/** toCouponView's keys in its order, each with its SQL; every value goes through to_json. */
const VIEW_COLUMNS: [string, string][] = [
  ["_id", "c.id"],
  ["id", "c.id"],
  ["title", "c.title"],
  ["brand", "c.brand"],
  ["code", "c.code"],
  ["actualPricing", `c."actualPricePaise"::float8 / 100`],
  ["discountedPrice", `c."discountedPricePaise"::float8 / 100`],
  [
    "category",
    "ARRAY(SELECT k FROM unnest(c.categories) WITH ORDINALITY AS u (k, n) WHERE k = ANY ($6::text[]) ORDER BY n)",
  ],
  ["startDate", `to_char(c."startDate", 'YYYY-MM-DD')`],
  ["expiryDate", `to_char(c."expiryDate", 'YYYY-MM-DD')`],
  ["description", "c.description"],
  // absoluteUrl (lib/model/site-url.ts) in SQL, $13 the site's origin: the partner API answers images absolute (issue 51).
  ["image", `CASE WHEN c."imageUrl" ~* '^https?://' THEN c."imageUrl" ELSE $13::text || c."imageUrl" END`],
  ["link", "c.link"],
  ["isLived", `(${GROUPED_PHASES.lived})`],
  ["paused", `c."pausedAt" IS NOT NULL`],
  [
    "status",
    `CASE WHEN c."expiryDate" < $2::date THEN 'Expired' WHEN c.status = 'claimed' THEN 'claimed' ELSE 'pending' END`,
  ],
  ["views", `c."viewCount"`],
  ["clicks", `c."clickCount"`],
  ["claimCap", `c."claimCap"`],
  ["claims", `c."claimCount"`],
  ["capCounts", `c."capCounts"::text`],
  ["version", "c.version"],
  ["createdAt", `to_char(c."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`],
];

const viewJson = `concat('{', ${VIEW_COLUMNS.map(
  ([key, sql], i) => `'${i ? "," : ""}"${key}":', coalesce(to_json(${sql})::text, 'null')`,
).join(", ")}, '}')`;

// opaqueCursor (./newest-first.ts) in SQL: base64url, unpadded, of the row's ISO time, "_" and its id. The
// stored time is UTC without a zone, so its text is the ISO instant; a cursor's time is read back the same way.
const CURSOR_SQL = `translate(encode(convert_to(to_char(c."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '_' || c.id, 'UTF8'), 'base64'), E'+/=\\n', '-_')`;

// The page (one more row than asked, to know whether a next page exists) first, then its views.
const tabSql = (phase: CouponPhase, after: string, afterId: string) => `${phase} AS (
    SELECT ${viewJson} AS view, ${CURSOR_SQL} AS cursor, row_number() OVER (ORDER BY c."createdAt" DESC, c.id DESC) AS n
    FROM (
      SELECT * FROM "Coupon" c
      WHERE c."partnerId" = $1 AND c."deletedAt" IS NULL AND ${GROUPED_PHASES[phase]}
        AND ($4::text IS NULL OR c.brand ILIKE $4 OR c.code ILIKE $4 OR c.description ILIKE $4
             OR c.categories && $5::text[])
        AND (${after}::timestamp IS NULL OR (c."createdAt", c.id) < (${after}::timestamp, ${afterId}::text))
      ORDER BY c."createdAt" DESC, c.id DESC
      LIMIT $3::int + 1) c)`;

const tabJson = (phase: CouponPhase) =>
  `(SELECT concat('[', string_agg(view, ',' ORDER BY n) FILTER (WHERE n <= $3::int), ']') FROM ${phase})`;
const nextJson = (phase: CouponPhase) =>
  `coalesce((SELECT to_json(cursor)::text FROM ${phase} WHERE n = $3::int AND EXISTS (SELECT 1 FROM ${phase} WHERE n > $3::int)), 'null')`;

const GROUPED_SQL = `WITH ${tabSql("listed", "$7", "$8")}, ${tabSql("lived", "$9", "$10")}, ${tabSql(
  "expired",
  "$11",
  "$12",
)}
  SELECT concat('{"listedCoupons":', ${tabJson("listed")}, ',"livedCoupons":', ${tabJson("lived")},
    ',"expiredCoupons":', ${tabJson("expired")}, ',"nextCursors":{"listed":', ${nextJson("listed")},
    ',"lived":', ${nextJson("lived")}, ',"expired":', ${nextJson("expired")}, '}}') AS json`;

/**
 * The token of the partner's coupon rows (model CouponsVersion): triggers on "Coupon" give it a new value
 * with every statement that writes the rows (counts, pause, edits, deletions, whatever makes them), so it
 * is the cheap half of the grouped listing's ETag (decision 814): one primary-key read, as an SQL
 * expression over the partner's id `p.id`, in the session's own statement (readPartnerSession). '' for a
 * partner who never had a coupon. Whatever else the listing comes to show from other tables must move it.
 */
export const COUPONS_VERSION_SQL = `coalesce((SELECT v."token"::text FROM "CouponsVersion" v WHERE v."partnerId" = p.id), '')`;
