// The floors the API bench compares the app with (scripts/bench/api.ts), each the simplest server that
// does the same job, run as its own process like the app:
//   node scripts/bench/api-floor.mjs coupons <port> <databaseUrl>   node:http + pg, the same query
//   node scripts/bench/api-floor.mjs static <port> <file>           node:http serving one file
//   node scripts/bench/api-floor.mjs offers <port> <databaseUrl> <origin>   the app's side (scripts/bench/app.ts)
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";
import { serveOffers } from "./offers-floor.mjs";

const [mode, port, arg, origin] = process.argv.slice(2);

if (mode === "static") {
  const body = readFileSync(arg);
  http
    .createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
      res.end(body);
    })
    .listen(Number(port), "127.0.0.1");
} else if (mode === "coupons") {
  // GET /api/v1/coupon/listed with `Authorization: Bearer <partnerId>`: the partner's row (the app's
  // session check reads it too), then the three phase queries of listGroupedCoupons (lib/data/coupons.ts),
  // the first page of each (100 coupons, its default) and the same JSON with each tab's next cursor. What it
  // skips: JWT decryption, validation, headers and the framework. With If-None-Match it does what the app's
  // revalidation does (decision 814): the token of the partner's rows (CouponsVersion), then 304 when the tag matches.
  const PAGE = 100;
  const pool = new pg.Pool({ connectionString: arg, max: 10 });
  const day = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const phase = {
    listed: `"startDate" > $2::date AND "expiryDate" >= $2::date`,
    lived: `"startDate" <= $2::date AND "expiryDate" >= $2::date`,
    expired: `"expiryDate" < $2::date`,
  };
  const query = (where) =>
    `SELECT * FROM "Coupon" WHERE "partnerId" = $1 AND ${where} ORDER BY "createdAt" DESC, id DESC LIMIT ${PAGE + 1}`;
  const dayOf = (d) => d.toISOString().slice(0, 10);
  const view = (row, today) => {
    const startDate = dayOf(row.startDate);
    const expiryDate = dayOf(row.expiryDate);
    const expired = expiryDate < today;
    return {
      _id: row.id,
      id: row.id,
      title: row.title,
      brand: row.brand,
      link: row.link,
      code: row.code,
      actualPricing: row.actualPricePaise === null ? null : row.actualPricePaise / 100,
      discountedPrice: row.discountedPricePaise === null ? null : row.discountedPricePaise / 100,
      category: row.categories,
      startDate,
      expiryDate,
      description: row.description,
      image: row.imageUrl,
      isLived: !expired && startDate <= today,
      status: expired ? "Expired" : row.status === "CLAIMED" ? "claimed" : "pending",
      views: row.viewCount,
      clicks: row.clickCount,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
    };
  };
  // Dates as plain YYYY-MM-DD at UTC midnight, as Prisma reads a @db.Date.
  pg.types.setTypeParser(1082, (v) => new Date(`${v}T00:00:00Z`));
  http
    .createServer(async (req, res) => {
      try {
        const partnerId = /^Bearer (\S+)/.exec(req.headers.authorization ?? "")?.[1];
        const partner = partnerId
          ? (await pool.query(`SELECT id, status FROM "Partner" WHERE id = $1`, [partnerId])).rows[0]
          : undefined;
        if (!partner || partner.status !== "APPROVED") {
          res.writeHead(401, { "content-type": "application/json" }).end('{"error":"unauthorized"}');
          return;
        }
        const today = day();
        const version = await pool.query(`SELECT "token"::text AS t FROM "CouponsVersion" WHERE "partnerId" = $1`, [
          partner.id,
        ]);
        const etag = `W/"${createHash("sha256")
          .update(`${today}|${version.rows[0]?.t ?? ""}`)
          .digest("base64url")}"`;
        if (req.headers["if-none-match"] === etag) {
          res.writeHead(304, { etag }).end();
          return;
        }
        const [listed, lived, expired] = await Promise.all(
          [phase.listed, phase.lived, phase.expired].map((where) => pool.query(query(where), [partner.id, today])),
        );
        const page = ({ rows }) => rows.slice(0, PAGE).map((r) => view(r, today));
        const next = ({ rows }) => (rows.length > PAGE ? rows[PAGE - 1].id : null);
        const data = {
          listedCoupons: page(listed),
          livedCoupons: page(lived),
          expiredCoupons: page(expired),
          nextCursors: { listed: next(listed), lived: next(lived), expired: next(expired) },
        };
        res.writeHead(200, { "content-type": "application/json", etag }).end(JSON.stringify({ data }));
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    })
    .listen(Number(port), "127.0.0.1");
} else if (mode === "offers") {
  serveOffers(Number(port), arg, origin);
} else {
  console.error("usage: api-floor.mjs coupons|static|offers <port> <databaseUrl|file> [origin]");
  process.exit(2);
}
