// The app server's own shared cache (decision 553): the few public reads the app marks for it (the offers
// feed and an offer, the same bytes for every phone) are answered from this process's memory, without
// Next's request handling, for as long as their Cache-Control lets a shared cache keep them. What a cache
// may keep and for how long is http-cache-semantics' reading of the answer (s-maxage, stale-while-
// revalidate, the request's own no-cache); the entries sit in the bounded store the cache handlers use
// (lib/cache/bounded-store.cjs). An answer is marked with RESPONSE_CACHE_TAGS_HEADER, the cache tags it was
// made from; the header never leaves the server. An entry ends as soon as one of its tags is revalidated on
// any instance (the shared tags of decision 703, read at most about once a second), so a partner's change
// reaches both instances' feeds within seconds, as it reaches Next's own caches.
// An entry also keeps the compressed bytes it was sent in (decision 830): the compression around the cache
// would otherwise compress the same bytes again for every phone, most of the cost of an answer from here.
// Plain JavaScript on purpose, like scripts/server.mjs.
import { createRequire } from "node:module";
import zlib from "node:zlib";
import compressible from "compressible";
import CachePolicy from "http-cache-semantics";
import Negotiator from "negotiator";

const require = createRequire(import.meta.url);
const BoundedStore = require("../lib/cache/bounded-store.cjs");
const sharedTags = require("../lib/cache/shared-tags.cjs");

/** Must match RESPONSE_CACHE_TAGS_HEADER in lib/operations/route.ts. */
export const RESPONSE_CACHE_TAGS_HEADER = "x-response-cache-tags";
const MAX_BYTES = 20 * 1024 * 1024;

/** Whether the client's If-None-Match names `etag` (weak or strong comparison, RFC 9110 13.1.2), or is `*`. */
function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** The headers an entry keeps: not its framing, and not varying on the encoding it is kept without. */
function storedHeaders(headers) {
  const kept = { ...headers };
  for (const name of ["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive"])
    delete kept[name];
  if (kept.vary !== undefined) {
    const vary = String(kept.vary)
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && name.toLowerCase() !== "accept-encoding");
    if (vary.length) kept.vary = vary.join(", ");
    else delete kept.vary;
  }
  return kept;
}

/** The middleware's default threshold: smaller answers go out as they are. */
const COMPRESS_THRESHOLD = 1024;

/**
 * The encoding the compression around the cache would choose for this answer (the `compression`
 * middleware's own rules: its threshold, compressible types, no `no-transform`, the client's preference,
 * brotli first), or null for the plain bytes.
 */
function encodingFor(req, body, headers) {
  if (body.byteLength < COMPRESS_THRESHOLD) return null;
  if (!compressible(String(headers["content-type"] ?? ""))) return null;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(headers["cache-control"] ?? ""))) return null;
  const chosen = new Negotiator(req).encoding(["br", "gzip", "identity"], ["br", "gzip"]);
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}

/** What an entry weighs in the store: its bytes, each encoding kept, and about 1 KB for the rest. */
const weight = (entry) =>
  entry.body.byteLength + Object.values(entry.encoded).reduce((sum, bytes) => sum + bytes.byteLength, 0) + 1024;

/**
 * Wraps a Node request handler with the cache, which keeps at most `maxBytes` of answers. `brotli` is the
 * brotli parameters the compression around it uses (scripts/server.mjs), so a kept answer is the same bytes.
 */
export function withResponseCache(handle, { maxBytes = MAX_BYTES, brotli = {} } = {}) {
  const entries = new BoundedStore(maxBytes);
  const encoders = {
    br: (body) => zlib.brotliCompressSync(body, { params: brotli }),
    gzip: (body) => zlib.gzipSync(body),
  };

  /** Stored: the policy, the body, its encodings made so far, its tags, and when the request that made it started. */
  const send = (req, res, key, entry, headers) => {
    const notModified = etagMatches(req.headers["if-none-match"], headers.etag);
    res.statusCode = notModified ? 304 : 200;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (notModified) {
      res.removeHeader("content-type");
      res.end();
      return;
    }
    let body = entry.body;
    const encoding = encodingFor(req, body, headers);
    if (encoding) {
      if (!entry.encoded[encoding]) {
        entry.encoded[encoding] = encoders[encoding](entry.body);
        entries.set(key, entry, weight(entry));
      }
      body = entry.encoded[encoding];
      // The compression around the cache sends an answer already encoded as it is (and adds its Vary).
      res.setHeader("content-encoding", encoding);
    }
    res.setHeader("content-length", body.byteLength);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  /** Lets Next answer, and keeps the answer when it was marked and a shared cache may keep it. */
  const fetchAndStore = (req, res, key, started, done) => {
    const chunks = [];
    let tags = null;
    // The mark is taken off before the headers go out, whichever call sends them.
    const takeTags = () => {
      const marked = res.getHeader(RESPONSE_CACHE_TAGS_HEADER);
      if (marked === undefined || res.headersSent) return;
      res.removeHeader(RESPONSE_CACHE_TAGS_HEADER);
      tags = String(marked).split(",").filter(Boolean);
    };
    // Next's headers as it set them, before the compression around this adds its Content-Encoding: the
    // entry keeps the plain bytes, and each encoding once a client has taken it (send, above).
    let headers = null;
    const { writeHead, write, end } = res;
    res.writeHead = function (...args) {
      takeTags();
      headers ??= { ...res.getHeaders() };
      return writeHead.apply(this, args);
    };
    res.write = function (chunk, ...rest) {
      takeTags();
      if (tags && chunk) chunks.push(Buffer.from(chunk, typeof rest[0] === "string" ? rest[0] : undefined));
      return write.call(this, chunk, ...rest);
    };
    res.end = function (chunk, ...rest) {
      takeTags();
      if (tags && chunk && typeof chunk !== "function")
        chunks.push(Buffer.from(chunk, typeof rest[0] === "string" ? rest[0] : undefined));
      keep();
      return end.call(this, chunk, ...rest);
    };
    let kept = false;
    const keep = () => {
      if (kept) return;
      kept = true;
      done();
      const response = { status: res.statusCode, headers: storedHeaders(headers ?? res.getHeaders()) };
      // Next said the client's copy is still the one (304): so is the copy kept here, from now.
      if (tags && res.statusCode === 304) return renew(key, req, response, tags, started);
      const policy =
        tags && res.statusCode === 200 && !res.hasHeader("set-cookie")
          ? new CachePolicy(req, response, { shared: true })
          : null;
      // An answer no shared cache may keep (now a 404, say) also ends what was kept for this address.
      if (!policy || !policy.storable() || policy.timeToLive() <= 0) return entries.delete(key);
      const entry = { policy, body: Buffer.concat(chunks), encoded: {}, tags, started };
      entries.set(key, entry, weight(entry));
    };
    // A request that ends without an answer (the client left, Next failed) keeps nothing and refreshes no more.
    res.once("close", () => {
      if (!kept) {
        kept = true;
        done();
      }
    });
    return handle(req, res);
  };

  const renew = (key, req, response, tags, started) => {
    const current = entries.get(key);
    if (!current) return;
    const { policy, modified } = current.policy.revalidatedPolicy(req, response);
    if (modified) entries.delete(key);
    else {
      const entry = { ...current, policy, tags, started };
      entries.set(key, entry, weight(entry));
    }
  };

  const refreshing = new Set();

  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return handle(req, res);
    const key = `${req.headers.host ?? ""}${req.url}`;
    const started = Date.now();
    let entry = entries.get(key);
    if (entry) await sharedTags.refresh();
    if (entry && sharedTags.isStale(entry.tags, entry.started)) {
      entries.delete(key);
      entry = undefined;
    }
    if (entry) {
      // A HEAD is answered from a kept GET, headers without the body (RFC 9110 9.3.2): http-cache-semantics
      // matches a stored GET only to a GET, so it is asked about the GET this HEAD stands for.
      const asked = req.method === "HEAD" ? { url: req.url, method: "GET", headers: req.headers } : req;
      const { response, revalidation } = entry.policy.evaluateRequest(asked);
      // Fresh, or stale within stale-while-revalidate while one request (another one) is making it again.
      if (response && (!revalidation || refreshing.has(key))) return send(req, res, key, entry, response.headers);
      // A HEAD never makes the entry again: Next's answer to it has no body to keep.
      if (req.method === "HEAD") return handle(req, res);
      if (response && revalidation && !revalidation.synchronous) {
        refreshing.add(key);
        return fetchAndStore(req, res, key, started, () => refreshing.delete(key));
      }
    }
    if (req.method === "HEAD") return handle(req, res);
    return fetchAndStore(req, res, key, started, () => undefined);
  };
}
