// The OpenAPI paths anyone may call (./document.ts): platform, published content, the public forms and
// the app's offers.
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { accountDeletionSchema } from "@/lib/validations/account-deletion";
import { contactSchema } from "@/lib/validations/contact";
import { publicOffersQuerySchema } from "@/lib/validations/coupon";
import { couponClaimSchema } from "@/lib/validations/coupon-claim";
import { leadSchema } from "@/lib/validations/lead";
import { SHARED_CACHE_CONTROL } from "@/lib/http/errors";
import { pageViewSchema } from "@/lib/validations/page-view";
import { ERROR_TEXT, body, error, errors, formOp, idPath, json, op, publicOp, replayedHeader } from "./operation";
import { blogPost, errorBody, formAccepted, offerClaim, publicOffer, service } from "./responses";
import { cleanupResult, eventDrainResult, health, mailDrainResult } from "./cron-responses";

const ifNoneMatch = z.object({
  "if-none-match": z.string().optional().meta({ description: "The ETag of the answer the client holds" }),
});
const deviceIdHeader = z.object({
  "x-device-id": z
    .string()
    .regex(/^[\w.:-]{8,128}$/)
    .meta({ description: "The app's own id of this device, the same every day", example: "a3f1c2d4-9b7e" }),
});
/** What a shared cache (a CDN, nginx) needs to keep the app's reads for a few seconds (decision 551). */
const sharedCacheHeaders = z.object({
  "Cache-Control": z.string().meta({ example: SHARED_CACHE_CONTROL }),
  ETag: z.string().meta({ description: "Send it back in If-None-Match to get 304 while nothing changed" }),
});

const slugOrId = (name: string) =>
  z.object({ [name]: z.string().meta({ description: "Letters, digits, '-' and '_'; anything else answers 400" }) });

export function publicPaths(): ZodOpenApiPathsObject {
  return {
    "/api/health": {
      get: publicOp("Platform", "Liveness and database check", "200 when the app answers and its database does.", {
        operationId: "health",
        responses: { "200": json("Up", health), ...errors() },
      }),
    },
    "/api/cron/cleanup-uploads": {
      get: op(
        "Platform",
        "Scheduled: remove deleted coupons past their undo window, unused uploads and expired limits, keys and codes",
        "Called by the scheduler with Bearer CRON_SECRET (decisions 550, 801, 816); anyone else gets 401.",
        {
          operationId: "cronCleanupUploads",
          security: [{ cronBearer: [] }],
          responses: { "200": json("What was removed", cleanupResult), ...errors(401) },
        },
      ),
    },
    "/api/cron/send-mail": {
      get: op(
        "Platform",
        "Scheduled: send the e-mails and webhook deliveries that are due, retries included",
        "Called by the scheduler with Bearer CRON_SECRET (decisions 811, 561); anyone else gets 401.",
        {
          operationId: "cronSendMail",
          security: [{ cronBearer: [] }],
          responses: { "200": json("What the drain did", mailDrainResult), ...errors(401) },
        },
      ),
    },
    "/api/cron/count-events": {
      get: op(
        "Platform",
        "Scheduled: count the views, clicks and claims still queued",
        "Called by the scheduler with Bearer CRON_SECRET (decision 551); anyone else gets 401. Requests count their own right after answering; this is the backstop.",
        {
          operationId: "cronCountEvents",
          security: [{ cronBearer: [] }],
          responses: { "200": json("How many events were counted", eventDrainResult), ...errors(401) },
        },
      ),
    },
    "/api/openapi.json": {
      get: publicOp("Platform", "This document", "The OpenAPI 3.1 contract of every /api route, built with the app.", {
        operationId: "openapi",
        responses: {
          "200": { description: "The OpenAPI 3.1 document" },
          "400": json(ERROR_TEXT[400]!, errorBody),
        },
      }),
    },
    "/api/blog": {
      get: publicOp("Content", "Published blog posts, newest first", "Every published post, as /BlogPage lists them.", {
        operationId: "listBlogPosts",
        responses: { "200": json("Posts", z.array(blogPost)), ...errors() },
      }),
    },
    "/api/blog/{slug}": {
      get: publicOp("Content", "One published post", "A draft or an unknown slug is 404.", {
        operationId: "getBlogPost",
        requestParams: { path: slugOrId("slug") },
        responses: { "200": json("The post", blogPost), ...errors(404) },
      }),
    },
    "/api/dynamics": {
      get: publicOp("Content", "Published services ('Dynamics')", "Every published service, in the console's order.", {
        operationId: "listServices",
        responses: { "200": json("Services", z.array(service)), ...errors() },
      }),
    },
    "/api/dynamics/{id}": {
      get: publicOp("Content", "One published service", "An unpublished or unknown service is 404.", {
        operationId: "getService",
        requestParams: { path: slugOrId("id") },
        responses: { "200": json("The service", service), ...errors(404) },
      }),
    },
    "/api/contact": {
      post: formOp("Forms", "Send a message", "The 'Get in Touch' form; the provider's inbox gets it.", {
        operationId: "sendContactMessage",
        schema: contactSchema,
        once: true,
        responses: { "201": json("Stored", formAccepted, replayedHeader) },
      }),
    },
    "/api/user/signup": {
      post: formOp("Forms", "Register interest (lead sign-up)", "The lead form at /signup.", {
        operationId: "registerLead",
        schema: leadSchema,
        once: true,
        responses: { "201": json("Stored", formAccepted, replayedHeader) },
      }),
    },
    "/api/v1/account-deletion": {
      post: formOp(
        "Forms",
        "Ask for an app account to be deleted",
        "The request is confirmed by e-mail before staff act on it; an address that is not registered is 400.",
        {
          operationId: "requestAccountDeletion",
          schema: accountDeletionSchema,
          once: true,
          responses: { "201": json("Stored; a confirmation e-mail is on its way", formAccepted, replayedHeader) },
        },
      ),
    },
    "/api/page-views": {
      post: formOp(
        "Platform",
        "Record a page view",
        "Sent by the public site's pages for the console's counts. Only a public page counts (any other path is 404), and only the campaign parameters of the query (utm_*, ref) are kept (decision 815).",
        {
          operationId: "recordPageView",
          schema: pageViewSchema,
          responses: { "204": { description: "Recorded" }, ...errors(404) },
        },
      ),
    },
    "/api/v1/offers": {
      get: publicOp(
        "Offers",
        "Live coupons of approved partners, for the app",
        "Newest first; pass nextCursor back as cursor for the next page (null on the last one). The cursor is opaque and keeps its place whatever is added or removed meanwhile; one this API never gave is 400. Deprecated: a bare offer id as a cursor (the cursor before) still pages for one release, and such an answer carries `Deprecation: @1795910400` (RFC 9745). The answer is the same for every caller: a shared cache may keep it for a few seconds (Cache-Control), and a client that sends its ETag back in If-None-Match gets 304 while nothing changed. No per-caller limit applies here; the edge limits it (decision 551).",
        {
          operationId: "listOffers",
          requestParams: { query: publicOffersQuerySchema, header: ifNoneMatch },
          responses: {
            "200": json(
              "A page of offers",
              z.object({ data: z.array(publicOffer), nextCursor: z.string().nullable() }),
              sharedCacheHeaders,
            ),
            "304": { description: "Not modified since the ETag sent in If-None-Match", headers: sharedCacheHeaders },
            ...errors(),
          },
        },
      ),
    },
    "/api/v1/offers/{id}": {
      get: publicOp(
        "Offers",
        "One live offer",
        "An offer that is not live is 404. The same for every caller and cacheable as the list is; reading it counts nothing (the app reports a view with POST /api/v1/offers/{id}/views).",
        {
          operationId: "getOffer",
          requestParams: { path: idPath, header: ifNoneMatch },
          responses: {
            "200": json("The offer", z.object({ data: publicOffer }), sharedCacheHeaders),
            "304": { description: "Not modified since the ETag sent in If-None-Match", headers: sharedCacheHeaders },
            ...errors(404),
          },
        },
      ),
    },
    "/api/v1/offers/{id}/views": {
      post: op(
        "Offers",
        "The app showed an offer on one of its devices",
        "For the mobile app, with its key in X-App-Key and the device's own id in X-Device-Id (decision 551). Counted once per device and India day, and at most a few times per client address (an IPv6 /64) and offer a day: past that the view is taken (202) and not counted. Queued and counted within seconds. A device that reports far more views than a person makes in a day is refused (429).",
        {
          operationId: "viewOffer",
          security: [{ appKey: [] }],
          requestParams: { path: idPath, header: deviceIdHeader },
          responses: {
            "202": json("Taken", z.object({ data: z.object({ offerId: z.string() }) })),
            ...errors(403, 404, 429),
            "400": error(400, "No X-Device-Id, or one that is not 8 to 128 letters, digits or . _ : -"),
            "401": error(401, "No X-App-Key, or one that is not configured; says nothing about the offer"),
          },
        },
      ),
    },
    "/api/v1/offers/{id}/claims": {
      post: op(
        "Offers",
        "One of the app's users claims a live offer",
        "For the mobile app, with its key in X-App-Key (decision 547). Counted once per user and offer: the first claim is 201, a repeat 200 with the same claim (whatever the offer's state since, unless its partner deleted it: decision 550). Only a live offer takes new claims: one that is not live is 404, as an unknown offer; one whose claim cap is reached is 409 with the code claimed_out. Rate-limited per key and per user.",
        {
          operationId: "claimOffer",
          security: [{ appKey: [] }],
          requestParams: { path: idPath },
          requestBody: body(couponClaimSchema),
          responses: {
            "201": json("Claimed", z.object({ data: offerClaim })),
            "200": json("Claimed before: the same claim", z.object({ data: offerClaim })),
            ...errors(403, 404, 413, 415, 429),
            "409": error(409, "Every place of the offer has been claimed (code claimed_out)"),
            "401": error(401, "No X-App-Key, or one that is not configured; says nothing about the offer"),
          },
        },
      ),
    },
  };
}
