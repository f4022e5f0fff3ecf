import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import { siteConfig } from "@/config/site";
import { accountDeletionSchema } from "@/lib/validations/account-deletion";
import { contactSchema } from "@/lib/validations/contact";
import { couponIdSchema, couponSchema, couponSearchSchema, couponUpdateSchema } from "@/lib/validations/coupon";
import { leadSchema } from "@/lib/validations/lead";
import { pageViewSchema } from "@/lib/validations/page-view";
import {
  changePasswordRequestSchema,
  resetPasswordRequestSchema,
  sendCodeSchema,
  signInSchema,
  signUpRequestSchema,
  verifyCodeSchema,
} from "@/lib/validations/partner-auth";
import { profilePatchSchema } from "@/lib/validations/partner-profile";
import {
  auditQuerySchema,
  inboxExportQuerySchema,
  partnerListQuerySchema,
  partnerReviewSchema,
} from "@/lib/validations/staff-api";
import {
  auditEntry,
  blogPost,
  couponMetrics,
  couponView,
  envelope,
  errorBody,
  formAccepted,
  groupedCoupons,
  health,
  importAccepted,
  importRefused,
  notificationView,
  partnerProfile,
  partnerReviewPage,
  partnerUser,
  publicOffer,
  reviewResult,
  service,
  uploadedImage,
} from "./responses";

// The OpenAPI 3.1 contract of every /api route, generated from the same zod schemas the routes validate
// with (requests) and the schemas checked against the data layer's types (answers, ./responses.ts).
// Served at /api/openapi.json; e2e/api-contract.spec.ts calls every operation and checks each answer
// against this document (issue 13, decision 701).

const ERROR_TEXT: Record<number, string> = {
  400: "Bad input: the message says what to fix",
  401: "Not signed in, or the token is missing, expired or revoked (WWW-Authenticate: Bearer)",
  403: "Signed in, but not allowed (or a cross-site request with the cookie)",
  404: "Not found, or not yours",
  409: "Changed by someone else since it was read",
  413: "Body or file too large",
  415: "Unsupported media type",
  429: "Too many requests (Retry-After says when to try again)",
  502: "The image store failed",
  503: "The database is unavailable (Retry-After)",
};

function json(description: string, schema: z.ZodType) {
  return { description, content: { "application/json": { schema } } };
}

/** The error answers an operation documents, each with the shared Error body. */
function errors(...statuses: number[]): ZodOpenApiResponsesObject {
  return Object.fromEntries(
    [...statuses, 503].map((status) => [String(status), json(ERROR_TEXT[status] ?? "Error", errorBody)]),
  );
}

const partnerAuth: Record<string, string[]>[] = [{ bearerAuth: [] }, { cookieAuth: [] }];
const staffAuth: Record<string, string[]>[] = [{ staffBearer: [] }, { staffCookie: [] }];
const idPath = z.object({ id: couponIdSchema.shape.id });

function op(
  tag: string,
  summary: string,
  rest: Omit<ZodOpenApiOperationObject, "tags" | "summary">,
): ZodOpenApiOperationObject {
  return { tags: [tag], summary, ...rest };
}

function body(schema: z.ZodType, type = "application/json") {
  return { required: true, content: { [type]: { schema } } };
}

const multipartFile = z.object({ file: z.string().meta({ format: "binary" }) });
const csvText = z.string().meta({ description: "A CSV file" });

export function buildOpenApiDocument(serverUrl?: string) {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: `${siteConfig.name} API`,
      version: "1.0.0",
      description: `The JSON API of ${siteConfig.name}: public content and forms, the partner API for the apps (cookie or Bearer token from /api/v1/user/login), and the staff API. Errors are always JSON: { error: { code, message } }.`,
    },
    servers: serverUrl ? [{ url: serverUrl }] : undefined,
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "The token from POST /api/v1/user/login" },
        cookieAuth: { type: "apiKey", in: "cookie", name: "authToken" },
        staffBearer: { type: "http", scheme: "bearer", description: "A staff session token" },
        staffCookie: { type: "apiKey", in: "cookie", name: "staffSession" },
      },
    },
    paths: {
      "/api/health": {
        get: op("Platform", "Liveness and database check", {
          operationId: "health",
          responses: { "200": json("Up", health), ...errors() },
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
        post: op("Forms", "Send a message", {
          operationId: "sendContactMessage",
          requestBody: body(contactSchema),
          responses: { "201": json("Stored", formAccepted), ...errors(400, 413, 415, 429) },
        }),
      },
      "/api/user/signup": {
        post: op("Forms", "Register interest (lead sign-up)", {
          operationId: "registerLead",
          requestBody: body(leadSchema),
          responses: { "201": json("Stored", formAccepted), ...errors(400, 413, 415, 429) },
        }),
      },
      "/api/v1/account-deletion": {
        post: op("Forms", "Ask for an app account to be deleted (confirmed by e-mail)", {
          operationId: "requestAccountDeletion",
          requestBody: body(accountDeletionSchema),
          responses: {
            "201": json("Stored; a confirmation e-mail is on its way", formAccepted),
            ...errors(400, 413, 415, 429),
          },
        }),
      },
      "/api/page-views": {
        post: op("Platform", "Record a page view", {
          operationId: "recordPageView",
          requestBody: body(pageViewSchema),
          responses: { "204": { description: "Recorded" }, ...errors(400, 413, 415, 429) },
        }),
      },
      "/api/v1/offers": {
        get: op("Offers", "Live coupons of approved partners, for the app", {
          operationId: "listOffers",
          requestParams: { query: couponSearchSchema },
          responses: {
            "200": json(
              "A page of offers",
              z.object({ data: z.array(publicOffer), nextCursor: z.string().nullable() }),
            ),
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
      "/api/v1/otp/send-otp": {
        post: op("Partner auth", "E-mail a 6-digit code (sign-up or password reset)", {
          operationId: "sendOtp",
          requestBody: body(sendCodeSchema),
          responses: {
            "200": json(
              "Sent if the address can receive it (same answer either way)",
              envelope(z.object({ sent: z.literal(true) })),
            ),
            ...errors(400, 413, 415, 429),
          },
        }),
      },
      "/api/v1/otp/verify-otp": {
        post: op("Partner auth", "Exchange a code for a single-use grant", {
          operationId: "verifyOtp",
          requestBody: body(verifyCodeSchema),
          responses: {
            "200": json(
              "The grant for user/signup or otp/reset-password",
              envelope(z.object({ token: z.string(), expiresAt: z.string().meta({ format: "date-time" }) })),
            ),
            ...errors(400, 413, 415, 429),
          },
        }),
      },
      "/api/v1/otp/reset-password": {
        post: op("Partner auth", "Set a new password with a password_reset grant", {
          operationId: "resetPassword",
          requestBody: body(resetPasswordRequestSchema),
          responses: { "200": json("Updated; every session ended", envelope(z.null())), ...errors(400, 413, 415, 429) },
        }),
      },
      "/api/v1/user/signup": {
        post: op("Partner auth", "Create a partner account with an email_verification grant", {
          operationId: "signUp",
          requestBody: body(signUpRequestSchema),
          responses: {
            "201": json("Created; waits for approval", envelope(z.object({ user: partnerUser }))),
            ...errors(400, 409, 413, 415, 429),
          },
        }),
      },
      "/api/v1/user/login": {
        post: op("Partner auth", "Sign in: the token is also set as the authToken cookie", {
          operationId: "login",
          requestBody: body(signInSchema),
          responses: {
            "200": json("Signed in", envelope(z.object({ token: z.string(), user: partnerUser }))),
            ...errors(400, 401, 403, 413, 415, 429),
          },
        }),
      },
      "/api/v1/user/logout": {
        post: op("Partner auth", "End every session of the partner", {
          operationId: "logout",
          security: partnerAuth,
          responses: { "200": json("Signed out", envelope(z.null())), ...errors(401, 403) },
        }),
      },
      "/api/v1/user/reset-password": {
        post: op("Partner auth", "Change the password (signed in); other sessions end", {
          operationId: "changePassword",
          security: partnerAuth,
          requestBody: body(changePasswordRequestSchema),
          responses: {
            "200": json("Changed; the new token", envelope(z.object({ token: z.string() }))),
            ...errors(400, 401, 403, 413, 415, 429),
          },
        }),
      },
      "/api/v1/user": {
        get: op("Partner", "The signed-in partner", {
          operationId: "getUser",
          security: partnerAuth,
          responses: { "200": json("The partner", envelope(partnerUser)), ...errors(401, 403) },
        }),
        patch: op("Partner", "Edit the profile (e-mail and account fields are not editable)", {
          operationId: "updateUser",
          security: partnerAuth,
          requestBody: body(profilePatchSchema),
          responses: { "200": json("Updated", envelope(partnerProfile)), ...errors(400, 401, 403, 413, 415) },
        }),
        put: op("Partner", "Same as PATCH", {
          operationId: "replaceUser",
          security: partnerAuth,
          requestBody: body(profilePatchSchema),
          responses: { "200": json("Updated", envelope(partnerProfile)), ...errors(400, 401, 403, 413, 415) },
        }),
      },
      "/api/v1/notifications": {
        get: op("Partner", "The partner's notifications, newest first", {
          operationId: "listNotifications",
          security: partnerAuth,
          responses: { "200": json("Notifications", envelope(z.array(notificationView))), ...errors(401, 403) },
        }),
      },
      "/api/v1/coupon": {
        get: op("Coupons", "The partner's coupons, newest first (X-Next-Cursor for the next page)", {
          operationId: "listCoupons",
          security: partnerAuth,
          requestParams: { query: couponSearchSchema },
          responses: { "200": json("A page of coupons", envelope(z.array(couponView))), ...errors(400, 401, 403) },
        }),
        post: op("Coupons", "List a coupon (Idempotency-Key makes a retry safe)", {
          operationId: "createCoupon",
          security: partnerAuth,
          requestParams: { header: z.object({ "idempotency-key": z.string().max(200).optional() }) },
          requestBody: body(couponSchema),
          responses: { "201": json("Created", envelope(couponView)), ...errors(400, 401, 403, 413, 415) },
        }),
      },
      "/api/v1/coupon/listed": {
        get: op("Coupons", "The partner's coupons by phase: listed, live, expired", {
          operationId: "listGroupedCoupons",
          security: partnerAuth,
          requestParams: { query: couponSearchSchema.pick({ search: true }) },
          responses: { "200": json("Grouped", envelope(groupedCoupons)), ...errors(400, 401, 403) },
        }),
      },
      "/api/v1/coupon/metrics": {
        get: op("Coupons", "Totals for the dashboard's Home", {
          operationId: "couponMetrics",
          security: partnerAuth,
          responses: { "200": json("Totals", envelope(couponMetrics)), ...errors(401, 403) },
        }),
      },
      "/api/v1/coupon/stats.csv": {
        get: op("Coupons", "Per-coupon views and clicks as CSV", {
          operationId: "couponStatsCsv",
          security: partnerAuth,
          responses: {
            "200": { description: "CSV", content: { "text/csv": { schema: csvText } } },
            ...errors(401, 403),
          },
        }),
      },
      "/api/v1/coupon/import": {
        post: op("Coupons", "Bulk import from CSV (text/csv, or multipart field file)", {
          operationId: "importCoupons",
          security: partnerAuth,
          requestBody: {
            required: true,
            content: { "text/csv": { schema: csvText }, "multipart/form-data": { schema: multipartFile } },
          },
          responses: {
            ...errors(401, 403),
            "201": json("Imported", envelope(importAccepted)),
            "400": json("Rows with errors, or an unreadable file; nothing stored", importRefused),
            "409": json("The same file is being imported right now", importRefused),
            "413": json(ERROR_TEXT[413]!, importRefused),
            "415": json(ERROR_TEXT[415]!, importRefused),
          },
        }),
      },
      "/api/v1/coupon/{id}": {
        get: op("Coupons", "One of the partner's coupons", {
          operationId: "getCoupon",
          security: partnerAuth,
          requestParams: { path: idPath },
          responses: { "200": json("The coupon", envelope(couponView)), ...errors(401, 403, 404) },
        }),
        patch: op("Coupons", "Update with the whole form and the version read", {
          operationId: "updateCoupon",
          security: partnerAuth,
          requestParams: { path: idPath },
          requestBody: body(couponUpdateSchema),
          responses: {
            "200": json("Updated", envelope(couponView)),
            ...errors(400, 401, 403, 404, 409, 413, 415),
          },
        }),
        put: op("Coupons", "Same as PATCH", {
          operationId: "replaceCoupon",
          security: partnerAuth,
          requestParams: { path: idPath },
          requestBody: body(couponUpdateSchema),
          responses: {
            "200": json("Updated", envelope(couponView)),
            ...errors(400, 401, 403, 404, 409, 413, 415),
          },
        }),
        delete: op("Coupons", "Delete a coupon", {
          operationId: "deleteCoupon",
          security: partnerAuth,
          requestParams: { path: idPath },
          responses: { "200": json("The deleted coupon", envelope(couponView)), ...errors(401, 403, 404) },
        }),
      },
      "/api/v1/upload": {
        post: op("Coupons", "Upload a coupon image (jpeg, png, gif or webp, at most 5 MB)", {
          operationId: "uploadImage",
          security: partnerAuth,
          requestBody: body(multipartFile, "multipart/form-data"),
          responses: {
            "201": json("Stored", uploadedImage.extend({ data: uploadedImage })),
            ...errors(400, 401, 403, 413, 415, 502),
          },
        }),
      },
      "/api/admin/partners": {
        get: op("Staff", "Partners for review: pending first (admins)", {
          operationId: "staffListPartners",
          security: staffAuth,
          requestParams: { query: partnerListQuerySchema },
          responses: { "200": json("A page of partners", envelope(partnerReviewPage)), ...errors(400, 401, 403) },
        }),
      },
      "/api/admin/partners/{id}/review": {
        post: op("Staff", "Approve, reject or suspend a partner (admins)", {
          operationId: "staffReviewPartner",
          security: staffAuth,
          requestParams: { path: z.object({ id: z.string() }) },
          requestBody: body(partnerReviewSchema),
          responses: {
            "200": json("Reviewed", envelope(reviewResult)),
            ...errors(400, 401, 403, 404, 409, 413, 415),
          },
        }),
      },
      "/api/admin/audit": {
        get: op("Staff", "The audit log, newest first (admins)", {
          operationId: "staffAuditLog",
          security: staffAuth,
          requestParams: { query: auditQuerySchema },
          responses: { "200": json("Entries", envelope(z.array(auditEntry))), ...errors(400, 401, 403) },
        }),
      },
      "/api/admin/inbox/{file}": {
        get: op("Staff", "An inbox tab as CSV: messages.csv, leads.csv or deletions.csv", {
          operationId: "staffInboxCsv",
          security: staffAuth,
          requestParams: {
            path: z.object({ file: z.enum(["messages.csv", "leads.csv", "deletions.csv"]) }),
            query: inboxExportQuerySchema,
          },
          responses: {
            "200": { description: "CSV", content: { "text/csv": { schema: csvText } } },
            ...errors(400, 401, 403, 404),
          },
        }),
      },
      "/api/admin/uploads": {
        post: op("Staff", "Upload an image for a post or a service", {
          operationId: "staffUpload",
          security: staffAuth,
          requestBody: body(multipartFile, "multipart/form-data"),
          responses: {
            "201": json("Stored", envelope(z.object({ url: z.string() }))),
            ...errors(400, 401, 403, 413, 415),
          },
        }),
      },
      "/api/auth/{nextauth}": {
        get: op("Partner auth", "next-auth's own endpoints for the web sign-in (session, csrf, providers)", {
          operationId: "nextAuthGet",
          requestParams: { path: z.object({ nextauth: z.string() }) },
          responses: { "200": { description: "next-auth's answer" } },
        }),
        post: op("Partner auth", "next-auth's own endpoints for the web sign-in (callback, signout)", {
          operationId: "nextAuthPost",
          requestParams: { path: z.object({ nextauth: z.string() }) },
          responses: { "200": { description: "next-auth's answer" }, "302": { description: "Redirect" } },
        }),
      },
    },
  });
}
