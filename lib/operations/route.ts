import "server-only";
import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { apiRoute, type ApiMethod } from "@/lib/http/api-route";
import { NO_STORE, SHARED_CACHE_CONTROL, type ApiShape } from "@/lib/http/errors";
import { DEFAULT_MAX_BODY_BYTES, queryValues, readJson } from "@/lib/http/request-body";
import { authenticate, partnerAudience, type Via } from "@/lib/auth/authenticate";
import { API_KEY_SCOPE_MESSAGE, apiKeyOf, apiKeySession } from "@/lib/auth/partner-api-key";
import { cookieOptions } from "@/lib/auth/session-token";
import { appClient } from "@/lib/http/app-key";
import { clientIp } from "@/lib/http/client-ip";
import { AppError } from "@/lib/errors";
import { isBareIdCursor } from "@/lib/data/newest-first";
import type { Permission } from "@/lib/staff/roles";
import { assertCan, staffAudience } from "@/lib/staff/session";
import { execute, takeRateLimit, type Executed } from "./execute";
import type { ActorOf, Audience, Operation } from "./operation";

// The route-handler adapter: the JSON API's authentication (one cookie-or-Bearer authenticator per
// audience), body and query reading, and rendering; errors are mapped once by apiRoute (errorResponse).

export type Access<A extends Audience> = {
  audience: A;
  permission?: Permission;
  /** A partner API key may call it (decision 557); every other route refuses one (403). */
  apiKey?: boolean;
};

export type RouteContext<A extends Audience> = {
  request: Request;
  actor: ActorOf<A>;
  via: Via | "app-key" | "api-key" | "anonymous";
  ip: string;
  params: Record<string, string>;
};

type NextContext = { params?: Promise<Record<string, string | string[]>> } | undefined;

export const shapeOf = (audience: Audience): ApiShape =>
  audience === "public" || audience === "app" ? "public" : "private";

async function authenticateFor<A extends Audience>(request: Request, { audience, permission, apiKey }: Access<A>) {
  if (audience === "partner") {
    // A partner API key works only where the route says so (decision 557): refused before it is counted
    // or looked up, as a key reaching a staff route is (lib/auth/authenticate.ts).
    const key = apiKeyOf(request);
    if (key && !apiKey) throw new AppError("forbidden", API_KEY_SCOPE_MESSAGE);
    if (key) return { session: await apiKeySession(request, key, clientIp(request)), via: "api-key" as const };
    return authenticate(request, partnerAudience);
  }
  if (audience === "staff") {
    const { session, via } = await authenticate(request, staffAudience);
    if (permission) assertCan(session, permission);
    return { session, via };
  }
  if (audience === "app") return { session: appClient(request), via: "app-key" as const };
  return { session: null, via: "anonymous" as const };
}

async function paramsOf(context: NextContext): Promise<Record<string, string>> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries((await context?.params) ?? {}))
    params[key] = Array.isArray(value) ? value.join("/") : value;
  return params;
}

/** A handler that runs only for the audience (and permission); what it throws is answered by apiRoute. */
export function routeHandler<A extends Audience>(
  access: Access<A>,
  handle: (context: RouteContext<A>) => Promise<Response>,
) {
  return async (request: Request, context?: NextContext): Promise<Response> => {
    const { session, via } = await authenticateFor(request, access);
    const params = await paramsOf(context);
    return handle({ request, actor: session as ActorOf<A>, via, ip: clientIp(request), params });
  };
}

/**
 * `{ data }` for a read a client repeats (a list it polls), with an ETag, so a client that sends it back in
 * If-None-Match gets 304 and no body while nothing changed. The tag is a hash of `version`: everything
 * the answer is made of (decision 814), read cheaply and BEFORE the answer, so a change racing the read
 * can only make the tag older than the body (one extra full answer), never newer (a 304 for a stale body).
 * A matching tag skips `load` (or `loadJson`) entirely. Only the caller's own cache may keep it, and must ask again.
 */
export async function revalidatedResponse(
  request: Request,
  {
    version,
    ...read
  }: {
    version: () => Promise<readonly string[]>;
  } & (
    | { load: () => Promise<unknown> }
    /** The data as JSON text already (made by the database, decision 814). */
    | { loadJson: () => Promise<string> }
  ),
): Promise<Response> {
  const tag = createHash("sha256")
    .update((await version()).join("\u0000"))
    .digest("base64url");
  const etag = `W/"${tag}"`;
  const headers = { "Cache-Control": "private, no-cache", ETag: etag, Vary: "Authorization, Cookie" };
  if (etagMatches(request, tag)) return new Response(null, { status: 304, headers });
  const body = "load" in read ? JSON.stringify({ data: await read.load() }) : `{"data":${await read.loadJson()}}`;
  return new Response(body, { headers: { ...headers, "Content-Type": "application/json" } });
}

/** Whether the client's If-None-Match names the tag (weak or strong, RFC 9110 13.1.2), or is `*`. */
function etagMatches(request: Request, tag: string): boolean {
  const sent = (request.headers.get("if-none-match") ?? "").split(",").map((t) => t.trim().replace(/^W\//, ""));
  return sent.includes("*") || sent.includes(`"${tag}"`);
}

/**
 * Names the cache tags a shared answer was made from, for the app server's own cache (decision 553,
 * scripts/response-cache.mjs), which ends the answer when one of them is revalidated on any instance. The
 * server takes the header off; it must match RESPONSE_CACHE_TAGS_HEADER there.
 */
export const RESPONSE_CACHE_TAGS_HEADER = "x-response-cache-tags";

/**
 * The public reads every phone makes alike (the offers feed, an offer; decision 551), with their ETag:
 * nothing about the caller goes in them, and 304 while the body is the same. `tags`: the cache tags the
 * body was made from, every one a write that changes it revalidates.
 */
export function sharedResponse(request: Request, body: unknown, { tags }: { tags: readonly string[] }): Response {
  const text = JSON.stringify(body);
  const tag = createHash("sha256").update(text).digest("base64url").slice(0, 32);
  const headers = {
    "Cache-Control": SHARED_CACHE_CONTROL,
    ETag: `"${tag}"`,
    [RESPONSE_CACHE_TAGS_HEADER]: tags.join(","),
  };
  if (etagMatches(request, tag)) return new Response(null, { status: 304, headers });
  return new Response(text, { headers: { ...headers, "Content-Type": "application/json" } });
}

/**
 * RFC 9745's Deprecation header on an answer to a form of the API deprecated on `day` (UTC, "2026-11-29"),
 * so a client sees it on every answer, not only in the document (the standards review's N5).
 */
export function markDeprecated(response: Response, day: string): Response {
  response.headers.set("Deprecation", `@${Date.parse(`${day}T00:00:00Z`) / 1000}`);
  return response;
}

/** Marks an answer paged by a bare id in any of the query's `params` (deprecated 2026-11-29, decision 021). */
export function markBareIdCursor(request: Request, response: Response, params: readonly string[] = ["cursor"]) {
  const query = new URL(request.url).searchParams;
  // An empty cursor is the first page, not a bare id.
  const sent = params.map((name) => query.get(name)?.trim() ?? "").filter((cursor) => cursor !== "");
  return sent.some(isBareIdCursor) ? markDeprecated(response, "2026-11-29") : response;
}

/** `{ data, message? }`: about one caller or one write, never stored by a shared cache. */
export function dataResponse(outcome: Pick<Executed<unknown>, "data" | "message" | "status">): Response {
  const body = { data: outcome.data, ...(outcome.message ? { message: outcome.message } : {}) };
  return Response.json(body, { status: outcome.status ?? 200, headers: { "Cache-Control": NO_STORE } });
}

type RouteOptions<A extends Audience, T> = {
  /** The operation's input from the request, when not `{ ...query (GET), ...JSON body, ...path params }`. */
  input?: (context: RouteContext<A>, readJsonBody: () => Promise<unknown>) => unknown | Promise<unknown>;
  maxBytes?: number;
  /** The answer, when not `{ data, message? }`. */
  render?: (outcome: Executed<T>, context: RouteContext<A>) => Response;
};

const BODILESS = new Set(["GET", "HEAD", "DELETE"]);

export function toRoute<S extends z.ZodType, T, A extends Audience>(
  operation: Operation<S, T, A>,
  { input, maxBytes = DEFAULT_MAX_BODY_BYTES, render }: RouteOptions<A, T> = {},
) {
  return routeHandler(operation, async (context) => {
    const { request } = context;
    const caller = {
      actor: context.actor,
      ip: context.ip,
      userAgent: request.headers.get("user-agent"),
      via: context.via,
      idempotencyKey: request.headers.get("idempotency-key"),
    };
    // The limit before anything is read: a caller past it costs no body parse and no read of the stored
    // record a merged PATCH starts from (security review, 2026-11-30).
    await takeRateLimit(operation, caller);
    const readJsonBody = () => readJson(request, maxBytes);
    // A write that sends nothing at all (logout) reads as `{}`; anything sent must be JSON.
    const sentNothing =
      !request.headers.has("content-type") && (request.body === null || request.headers.get("content-length") === "0");
    const body = input || BODILESS.has(request.method) || sentNothing ? undefined : await readJsonBody();
    // The fields are read from an object: an array, null, a string or a number is not an empty update.
    if (body !== undefined && (body === null || typeof body !== "object" || Array.isArray(body)))
      throw new AppError("bad_request", "The request body must be a JSON object.");
    const raw = input
      ? await input(context, readJsonBody)
      : {
          ...(request.method === "GET" ? queryValues(request) : {}),
          ...(body as object | undefined),
          ...context.params,
        };
    const outcome = await execute(operation, raw, { ...caller, rateLimitTaken: true });
    const response = render ? render(outcome, context) : dataResponse(outcome);
    if (outcome.replayed) response.headers.set("Idempotent-Replayed", "true");
    if (!outcome.cookies?.length) return response;
    // A Bearer client keeps its token itself; a cookie is only ever cleared for it.
    const next = new NextResponse(response.body, response);
    for (const { name, value, maxAge } of outcome.cookies)
      if (context.via !== "bearer" || value === null)
        next.cookies.set(name, value ?? "", cookieOptions(value ? maxAge : 0));
    return next;
  });
}

/** Every method of a route file for `audience`: 405 JSON with Allow for the others, errors in its shape. */
export function api<C = NextContext>(
  audience: Audience,
  handlers: Partial<Record<ApiMethod, (request: Request, context: C) => Promise<Response>>>,
) {
  return apiRoute<C>(handlers, { shape: shapeOf(audience) });
}
