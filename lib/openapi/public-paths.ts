// The OpenAPI paths anyone may call (./document.ts): platform, published content, the public forms and
// the app's offers.
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { accountDeletionSchema } from "@/lib/validations/account-deletion";
import { contactSchema } from "@/lib/validations/contact";
import { couponSearchSchema } from "@/lib/validations/coupon";
import { leadSchema } from "@/lib/validations/lead";
import { pageViewSchema } from "@/lib/validations/page-view";
import { errors, formOp, idPath, json, op } from "./operation";
import { blogPost, cleanupResult, formAccepted, health, mailDrainResult, publicOffer, service } from "./responses";

export function publicPaths(): ZodOpenApiPathsObject {
  return {
    "/api/health": {
      get: op("Platform", "Liveness and database check", {
        operationId: "health",
        responses: { "200": json("Up", health), ...errors() },
      }),
    },
    "/api/cron/cleanup-uploads": {
      get: op("Platform", "Scheduled: remove uploads nothing has used for a day (Bearer CRON_SECRET)", {
        operationId: "cronCleanupUploads",
        security: [{ cronBearer: [] }],
        responses: { "200": json("What was removed", cleanupResult), ...errors(401) },
      }),
    },
    "/api/cron/send-mail": {
      get: op("Platform", "Scheduled: send the e-mails that are due, retries included (Bearer CRON_SECRET)", {
        operationId: "cronSendMail",
        security: [{ cronBearer: [] }],
        responses: { "200": json("What the drain did", mailDrainResult), ...errors(401) },
      }),
    },
    "/api/openapi.json": {
      get: op("Platform", "This document", {
        operationId: "openapi",
        responses: { "200": { description: "The OpenAPI 3.1 document" } },
      }),
    },
    "/api/blog": {
      get: op("Content", "Published blog posts, newest first", {
        operationId: "listBlogPosts",
        responses: { "200": json("Posts", z.array(blogPost)), ...errors() },
      }),
    },
    "/api/blog/{slug}": {
      get: op("Content", "One published post", {
        operationId: "getBlogPost",
        requestParams: { path: z.object({ slug: z.string() }) },
        responses: { "200": json("The post", blogPost), ...errors(400, 404) },
      }),
    },
    "/api/dynamics": {
      get: op("Content", "Published services ('Dynamics')", {
        operationId: "listServices",
        responses: { "200": json("Services", z.array(service)), ...errors() },
      }),
    },
    "/api/dynamics/{id}": {
      get: op("Content", "One published service", {
        operationId: "getService",
        requestParams: { path: z.object({ id: z.string() }) },
        responses: { "200": json("The service", service), ...errors(400, 404) },
      }),
    },
    "/api/contact": {
      post: formOp("Forms", "Send a message", {
        operationId: "sendContactMessage",
        schema: contactSchema,
        responses: { "201": json("Stored", formAccepted) },
      }),
    },
    "/api/user/signup": {
      post: formOp("Forms", "Register interest (lead sign-up)", {
        operationId: "registerLead",
        schema: leadSchema,
        responses: { "201": json("Stored", formAccepted) },
      }),
    },
    "/api/v1/account-deletion": {
      post: formOp("Forms", "Ask for an app account to be deleted (confirmed by e-mail)", {
        operationId: "requestAccountDeletion",
        schema: accountDeletionSchema,
        responses: { "201": json("Stored; a confirmation e-mail is on its way", formAccepted) },
      }),
    },
    "/api/page-views": {
      post: formOp("Platform", "Record a page view of a public page (campaign parameters of the query kept)", {
        operationId: "recordPageView",
        schema: pageViewSchema,
        responses: { "204": { description: "Recorded" }, ...errors(404) },
      }),
    },
    "/api/v1/offers": {
      get: op("Offers", "Live coupons of approved partners, for the app", {
        operationId: "listOffers",
        requestParams: { query: couponSearchSchema },
        responses: {
          "200": json("A page of offers", z.object({ data: z.array(publicOffer), nextCursor: z.string().nullable() })),
          ...errors(400, 429),
        },
      }),
    },
    "/api/v1/offers/{id}": {
      get: op("Offers", "One live offer", {
        operationId: "getOffer",
        requestParams: { path: idPath },
        responses: { "200": json("The offer", z.object({ data: publicOffer })), ...errors(404, 429) },
      }),
    },
  };
}
