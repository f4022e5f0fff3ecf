// The OpenAPI paths anyone may call (./document.ts): platform, published content, the public forms and
// the app's offers.
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { accountDeletionSchema } from "@/lib/validations/account-deletion";
import { contactSchema } from "@/lib/validations/contact";
import { couponSearchSchema } from "@/lib/validations/coupon";
import { couponClaimSchema } from "@/lib/validations/coupon-claim";
import { leadSchema } from "@/lib/validations/lead";
import { pageViewSchema } from "@/lib/validations/page-view";
import { ERROR_TEXT, body, error, errors, formOp, idPath, json, op, publicOp, replayedHeader } from "./operation";
import {
  blogPost,
  cleanupResult,
  errorBody,
  formAccepted,
  health,
  mailDrainResult,
  offerClaim,
  publicOffer,
  service,
} from "./responses";

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
        "Scheduled: remove unused uploads and expired limits, keys and codes",
        "Called by the scheduler with Bearer CRON_SECRET (decisions 801, 816); anyone else gets 401.",
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
        "Scheduled: send the e-mails that are due, retries included",
        "Called by the scheduler with Bearer CRON_SECRET (decision 811); anyone else gets 401.",
        {
          operationId: "cronSendMail",
          security: [{ cronBearer: [] }],
          responses: { "200": json("What the drain did", mailDrainResult), ...errors(401) },
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
        "Newest first; pass nextCursor back as cursor for the next page (null on the last one).",
        {
          operationId: "listOffers",
          requestParams: { query: couponSearchSchema },
          responses: {
            "200": json(
              "A page of offers",
              z.object({ data: z.array(publicOffer), nextCursor: z.string().nullable() }),
            ),
            ...errors(),
          },
        },
      ),
    },
    "/api/v1/offers/{id}": {
      get: publicOp(
        "Offers",
        "One live offer",
        "Each visitor's first fetch of the day counts as a view; an offer that is not live is 404.",
        {
          operationId: "getOffer",
          requestParams: { path: idPath },
          responses: { "200": json("The offer", z.object({ data: publicOffer })), ...errors(404) },
        },
      ),
    },
    "/api/v1/offers/{id}/claims": {
      post: op(
        "Offers",
        "One of the app's users claims a live offer",
        "For the mobile app, with its key in X-App-Key (decision 547). Counted once per user and offer: the first claim is 201, a repeat 200 with the same claim (whatever the offer's state since). Only a live offer with room under its claim cap takes new claims; otherwise 404, as for an unknown offer. Rate-limited per key and per user.",
        {
          operationId: "claimOffer",
          security: [{ appKey: [] }],
          requestParams: { path: idPath },
          requestBody: body(couponClaimSchema),
          responses: {
            "201": json("Claimed", z.object({ data: offerClaim })),
            "200": json("Claimed before: the same claim", z.object({ data: offerClaim })),
            ...errors(403, 404, 413, 415, 429),
            "401": error(401, "No X-App-Key, or one that is not configured; says nothing about the offer"),
          },
        },
      ),
    },
  };
}
