// The floor of the app's side (scripts/bench/app.ts): node:http + pg doing the app's reads and writes with
// nothing else, run by `api-floor.mjs offers <port> <databaseUrl> <origin>` against a database of its own.
//   GET  /api/v1/offers[?limit=]        the feed query (live coupons of approved partners, newest first),
//                                       the app's JSON to the byte, its ETag and 304; queried every time
//   GET  /api/v1/offers/{id}            one live offer, the same way
//   POST /api/v1/offers/{id}/views      an inbox row (X-Device-Id's digest), 202
//   GET  /go/{id}                       the coupon's link, an inbox row (address and agent's digest), 302
//   POST /api/v1/offers/{id}/claims     INSERT … ON CONFLICT DO NOTHING, an inbox row when new; 201 or 200
// What it skips: the app key, validation, rate limits, the once-a-day admission, counting, the framework.
import { createHash } from "node:crypto";
import http from "node:http";
import pg from "pg";

const SHARED = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";
const digest = (text) => createHash("sha256").update(text).digest("base64url");
const indiaDay = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const dayOf = (d) => d.toISOString().slice(0, 10);

const OFFER = `SELECT c.id, c.title, c.brand, c.code, c."actualPricePaise", c."discountedPricePaise", c.categories,
    c."startDate", c."expiryDate", c.description, c."imageUrl", c."createdAt", p."companyName"
  FROM "Coupon" c JOIN "Partner" p ON p.id = c."partnerId"
  WHERE c."startDate" <= $1::date AND c."expiryDate" >= $1::date AND c."pausedAt" IS NULL
    AND c.status <> 'claimed' AND p.status = 'APPROVED'`;

export function serveOffers(port, databaseUrl, origin) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Dates as plain YYYY-MM-DD at UTC midnight, as Prisma reads a @db.Date.
  pg.types.setTypeParser(1082, (v) => new Date(`${v}T00:00:00Z`));
  const rupees = (paise) => (paise === null ? null : paise / 100);
  const offer = (row) => ({
    id: row.id,
    title: row.title,
    brand: row.brand,
    code: row.code,
    actualPricing: rupees(row.actualPricePaise),
    discountedPrice: rupees(row.discountedPricePaise),
    category: row.categories,
    startDate: dayOf(row.startDate),
    expiryDate: dayOf(row.expiryDate),
    description: row.description,
    image: /^https?:\/\//.test(row.imageUrl) ? row.imageUrl : `${origin}${row.imageUrl}`,
    company: row.companyName,
    trackingUrl: `${origin}/go/${encodeURIComponent(row.id)}`,
  });
  const shared = (req, res, body) => {
    const text = JSON.stringify(body);
    const etag = `"${digest(text).slice(0, 32)}"`;
    if (req.headers["if-none-match"] === etag) return res.writeHead(304, { "cache-control": SHARED, etag }).end();
    res.writeHead(200, { "cache-control": SHARED, etag, "content-type": "application/json" }).end(text);
  };
  const json = (res, status, body, headers = {}) =>
    res
      .writeHead(status, { "cache-control": "no-store", "content-type": "application/json", ...headers })
      .end(JSON.stringify(body));
  const readBody = async (req) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    return Buffer.concat(chunks).toString("utf8");
  };
  const append = (type, couponId, visitor, day) =>
    pool.query(
      `INSERT INTO "CouponEventInbox" (type, "couponId", visitor, day) VALUES ($1::"InboxEventType", $2, $3, $4)`,
      [type, couponId, visitor, day],
    );

  http
    .createServer(async (req, res) => {
      try {
        const url = new URL(req.url, "http://floor");
        const day = indiaDay();
        const [, api, v1, offers, id, action] = url.pathname.split("/");
        if (url.pathname === "/api/v1/offers" && req.method === "GET") {
          const limit = Number(url.searchParams.get("limit") ?? 20);
          const { rows } = await pool.query(`${OFFER} ORDER BY c."createdAt" DESC, c.id DESC LIMIT $2`, [
            day,
            limit + 1,
          ]);
          const page = rows.slice(0, limit);
          const last = page.at(-1);
          const nextCursor =
            rows.length > limit && last
              ? Buffer.from(`${last.createdAt.toISOString()}_${last.id}`).toString("base64url")
              : null;
          return shared(req, res, { data: page.map(offer), nextCursor });
        }
        if (api === "api" && v1 === "v1" && offers === "offers" && id) {
          if (!action && req.method === "GET") {
            const { rows } = await pool.query(`${OFFER} AND c.id = $2`, [day, id]);
            if (!rows[0]) return json(res, 404, { error: { code: "not_found", message: "Offer not found" } });
            return shared(req, res, { data: offer(rows[0]) });
          }
          if (action === "views" && req.method === "POST") {
            await append("VIEW", id, digest(`device:${req.headers["x-device-id"]}`), day);
            return json(res, 202, { data: { offerId: id } });
          }
          if (action === "claims" && req.method === "POST") {
            const userKey = digest(`app-user\n${JSON.parse(await readBody(req)).userId}`);
            const claimId = `cl_${digest(`${id}\n${userKey}`).slice(0, 24)}`;
            const inserted = await pool.query(
              `INSERT INTO "CouponClaim" (id, "couponId", "userKey") VALUES ($1, $2, $3)
               ON CONFLICT ("couponId", "userKey") DO NOTHING RETURNING id, "couponId", "createdAt"`,
              [claimId, id, userKey],
            );
            const row = inserted.rows[0];
            if (row) await append("CLAIM", id, "", day);
            const claim =
              row ??
              (await pool.query(`SELECT id, "couponId", "createdAt" FROM "CouponClaim" WHERE id = $1`, [claimId]))
                .rows[0];
            return json(res, row ? 201 : 200, {
              data: { id: claim.id, offerId: claim.couponId, claimedAt: claim.createdAt.toISOString() },
            });
          }
        }
        if (api === "go" && v1 && req.method === "GET") {
          const { rows } = await pool.query(`SELECT link FROM "Coupon" WHERE id = $1`, [v1]);
          if (!rows[0]) return json(res, 404, { error: { code: "not_found", message: "Offer not found" } });
          await append(
            "CLICK",
            v1,
            digest(`ip:${req.socket.remoteAddress}\nua:${req.headers["user-agent"] ?? ""}`),
            day,
          );
          return res.writeHead(302, { location: rows[0].link, "cache-control": "no-store" }).end();
        }
        json(res, 404, { error: { code: "not_found", message: "Not found" } });
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    })
    .listen(port, "127.0.0.1");
}
