// The OpenAPI 3.1 contract of every /api route, generated from the same zod schemas the routes validate
// with (requests) and the schemas checked against the data layer's types (answers, ./responses.ts).
// Served at /api/openapi.json; e2e/api-contract.spec.ts calls every operation and checks each answer
// against this document (issue 13, decision 701), and tests/integration/contract-errors.test.ts provokes
// every status it lists (decision 813). The paths are written by audience, in ./*-paths.ts.
import { createDocument } from "zod-openapi";
import { siteConfig } from "@/config/site";
import { partnerAuthPaths } from "./auth-paths";
import { partnerPaths } from "./partner-paths";
import { publicPaths } from "./public-paths";
import { redemptionPaths } from "./redemption-paths";
import { staffPaths } from "./staff-paths";
import { webhookEvents } from "./webhook-events";

export function buildOpenApiDocument(serverUrl?: string) {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: `${siteConfig.name} API`,
      version: "1.0.0",
      description: `The JSON API of ${siteConfig.name}: public content and forms, the partner API for the apps (cookie or Bearer token from /api/v1/user/login), and the staff API. Errors are always JSON: { error: { code, message } }.`,
      contact: { name: siteConfig.name, email: siteConfig.contactEmail },
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    // "/" is the origin this document was fetched from, whichever deployment serves it.
    servers: [{ url: serverUrl ?? "/", description: "This deployment" }],
    tags: [
      { name: "Platform", description: "Health, this document, scheduled jobs and page views" },
      { name: "Content", description: "Published blog posts and services" },
      { name: "Forms", description: "The public site's forms" },
      { name: "Offers", description: "Live coupons for the app, without a sign-in" },
      { name: "Partner auth", description: "Partner sign-up, sign-in and passwords" },
      { name: "Partner", description: "The signed-in partner's account and notifications" },
      { name: "Coupons", description: "The signed-in partner's coupons, imports and images" },
      { name: "Redemptions", description: "Single-use codes redeemed at the partner's checkout (decision 557)" },
      { name: "Staff", description: "The provider's console API" },
      {
        name: "Webhooks",
        description:
          "Events POSTed to the partner's own https endpoints, signed as Standard Webhooks says (decision 561; docs/API.md shows how to verify them)",
      },
    ],
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "The token from POST /api/v1/user/login" },
        cookieAuth: { type: "apiKey", in: "cookie", name: "authToken" },
        staffBearer: { type: "http", scheme: "bearer", description: "A staff session token" },
        staffCookie: { type: "apiKey", in: "cookie", name: "staffSession" },
        cronBearer: { type: "http", scheme: "bearer", description: "CRON_SECRET, sent by the scheduler" },
        partnerApiKey: {
          type: "http",
          scheme: "bearer",
          description:
            "A partner API key (ppk_…), made in Profile: redeems codes and reads coupons only; revoked keys are refused (401)",
        },
        appKey: { type: "apiKey", in: "header", name: "X-App-Key", description: "One of APP_API_KEYS: the mobile app" },
        webhookSignature: {
          type: "apiKey",
          in: "header",
          name: "webhook-signature",
          description:
            "Webhooks only: how your endpoint knows a request is ours. Verify the signature with the endpoint's secret (docs/API.md, Webhooks)",
        },
      },
    },
    // In this order: the document lists the paths, and the schemas they name, as they come.
    paths: { ...publicPaths(), ...partnerAuthPaths(), ...partnerPaths(), ...redemptionPaths(), ...staffPaths() },
    webhooks: webhookEvents(),
  });
}
