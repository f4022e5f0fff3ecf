// How to call each public operation so it succeeds, and the recipes for its own refusals (./provoke.ts
// has the generic ones): platform, published content, the public forms and the app's offers.
import { randomUUID } from "node:crypto";
import { DEMO_APP_KEY } from "@/config/demo-accounts";
import { claimUserKey } from "@/lib/data/coupon-claims";
import { deviceVisitor } from "@/lib/events/visitor";
import { spend } from "@/lib/limits/limiter";
import { getEnv } from "@/lib/env";
import {
  requestAccountDeletion,
  registerLead,
  recordPageView,
  sendContactMessage,
} from "@/lib/public-forms/operations";
import type { Operation } from "@/lib/operations/operation";
import { insertCoupon, partnerWithToken } from "../coupon-helpers";
import { createBlogPost, createService } from "../content-helpers";
import { createPartner, uniqueEmail } from "../partner-helpers";
import { todayInIndia } from "@/lib/model/calendar-day";
import { type App, type Call, jsonBody } from "./app";
import type { Bucket, Spec } from "./provoke";

/** The scheduler's call, with the secret the test file sets. */
const cron = (path: string): Spec => ({
  ok: async () => ({ method: "GET", path, headers: { authorization: `Bearer ${getEnv().CRON_SECRET}` } }),
});
const get = (path: string): Spec => ({ ok: async () => ({ method: "GET", path }) });
const unique = () => randomUUID().slice(0, 8);

/** The bucket an operation's own rate limit takes from for a caller before sign-in. */
export const addressBucket =
  (operation: Operation) =>
  (call: Call): Bucket[] => [{ rule: operation.rateLimit!, key: operation.name, address: call.ip }];

const form = (operation: Operation, path: string, body: () => Promise<unknown>): Spec => ({
  ok: async () => ({ method: "POST", path, ...jsonBody(await body()) }),
  buckets: addressBucket(operation),
  once: operation.once ? operation : undefined,
});

const publishedPost = () =>
  createBlogPost({ title: `Contract Post ${unique()}`, description: "Read me.", published: true });
const publishedService = () =>
  createService({
    title: `Contract Service ${unique()}`,
    tagLine: "A coach in your pocket.",
    description: "Plans your month.",
    images: ["/images/services/a-desktop.svg", "/images/services/a-mobile.svg", "/images/services/a-extra.svg"],
    published: true,
  });

/** A live coupon of an approved partner: an offer. */
async function liveOffer() {
  const { id } = await partnerWithToken("contract-offer");
  return insertCoupon(id, todayInIndia());
}

/** The app's claim of an offer by a new user, with the demo key (no APP_API_KEYS here, decision 547). */
const claimCall = (offerId: string, key = DEMO_APP_KEY): Call => ({
  method: "POST",
  path: `/api/v1/offers/${offerId}/claims`,
  ...jsonBody({ userId: `contract-${unique()}` }),
  headers: { "content-type": "application/json", "x-app-key": key },
});
/** The app's report that one of its devices showed the offer (decision 551). */
const viewCall = (offerId: string, key = DEMO_APP_KEY): Call => ({
  method: "POST",
  path: `/api/v1/offers/${offerId}/views`,
  headers: { "x-app-key": key, "x-device-id": `contract-device-${unique()}` },
});

/** The answer again, with its ETag sent back: 304 and no body (decision 551). */
async function notModified(app: App, call: Call, status: number) {
  const first = await app.serve(call);
  await app.check(call, first, 200);
  await app.send({ ...call, headers: { ...call.headers, "if-none-match": first.headers.get("etag")! } }, status);
}

const claimUser = (call: Call) => (JSON.parse(String(call.body)) as { userId: string }).userId;

export const publicOperations: Record<string, Spec> = {
  health: get("/api/health"),
  cronCleanupUploads: cron("/api/cron/cleanup-uploads"),
  cronSendMail: cron("/api/cron/send-mail"),
  cronCountEvents: cron("/api/cron/count-events"),
  openapi: get("/api/openapi.json"),
  listBlogPosts: get("/api/blog"),
  getBlogPost: {
    ok: async () => ({ method: "GET", path: `/api/blog/${(await publishedPost()).slug}` }),
    answers: {
      400: async (app, status) => app.send({ method: "GET", path: "/api/blog/not.a.slug" }, status),
      // A draft is as unknown as a slug nothing has.
      404: async (app, status) => {
        const draft = await createBlogPost({ title: `Contract Draft ${unique()}`, description: "x" });
        await app.send({ method: "GET", path: `/api/blog/${draft.slug}` }, status);
      },
    },
  },
  listServices: get("/api/dynamics"),
  getService: {
    ok: async () => ({ method: "GET", path: `/api/dynamics/${(await publishedService()).id}` }),
    answers: {
      400: async (app, status) => app.send({ method: "GET", path: "/api/dynamics/not.an.id" }, status),
      404: async (app, status) =>
        app.send({ method: "GET", path: `/api/dynamics/no-such-service-${unique()}` }, status),
    },
  },
  sendContactMessage: form(sendContactMessage, "/api/contact", async () => ({
    name: "Asha Rao",
    email: uniqueEmail("contract-contact"),
    message: `Hello from the contract test ${unique()}`,
  })),
  registerLead: form(registerLead, "/api/user/signup", async () => ({
    name: "Asha Rao",
    email: uniqueEmail("contract-lead"),
    phone: "+91 98450 12345",
    companySize: "11-50",
    location: "Pune",
  })),
  requestAccountDeletion: form(requestAccountDeletion, "/api/v1/account-deletion", async () => ({
    email: (await createPartner({ prefix: "contract-deletion" })).email,
    reason: "Moving on",
  })),
  recordPageView: {
    ...form(recordPageView, "/api/page-views", async () => ({ path: "/partnerPrice" })),
    answers: {
      404: async (app, status) =>
        app.send({ method: "POST", path: "/api/page-views", ...jsonBody({ path: "/contract" }) }, status),
    },
  },
  listOffers: {
    ok: async () => ({ method: "GET", path: "/api/v1/offers" }),
    answers: {
      304: async (app, status) => notModified(app, { method: "GET", path: "/api/v1/offers" }, status),
      400: async (app, status) => app.send({ method: "GET", path: "/api/v1/offers?limit=0" }, status),
    },
  },
  viewOffer: {
    ok: async () => viewCall((await liveOffer()).id),
    answers: {
      400: async (app, status) => {
        const { "x-device-id": _, ...headers } = viewCall((await liveOffer()).id).headers!;
        await app.send({ ...viewCall((await liveOffer()).id), headers }, status);
      },
      401: async (app, status) => app.send(viewCall((await liveOffer()).id, "not-the-app-key"), status),
      404: async (app, status) => app.send(viewCall(`no-such-offer-${unique()}`), status),
      // A device that has reported its day's views.
      429: async (app, status) => {
        const call = viewCall((await liveOffer()).id);
        const device = deviceVisitor(call.headers!["x-device-id"]!);
        await spend({ rule: "offerViewPerDevice", key: `${device}:${todayInIndia()}` });
        await app.send(call, status);
      },
    },
  },
  claimOffer: {
    ok: async () => claimCall((await liveOffer()).id),
    // Only the user's own budget: the key's is every other test's too.
    buckets: (call) => [{ rule: "offerClaimPerUser", key: claimUserKey(claimUser(call)) }],
    answers: {
      200: async (app, status) => {
        const call = claimCall((await liveOffer()).id);
        await app.send(call, 201);
        await app.send(call, status);
      },
      401: async (app, status) => {
        const { id } = await liveOffer();
        await app.send(claimCall(id, "not-the-app-key"), status);
        const { "x-app-key": _, ...headers } = claimCall(id).headers!;
        await app.send({ ...claimCall(id), headers }, status);
      },
      404: async (app, status) => app.send(claimCall(`no-such-offer-${unique()}`), status),
      // A live offer whose one place is taken.
      409: async (app, status) => {
        const { id } = await partnerWithToken("contract-claim");
        const full = await insertCoupon(id, todayInIndia(), { claimCap: 1 });
        await app.send(claimCall(full.id), 201);
        await app.send(claimCall(full.id), status);
      },
    },
  },
  getOffer: {
    ok: async () => ({ method: "GET", path: `/api/v1/offers/${(await liveOffer()).id}` }),
    answers: {
      304: async (app, status) =>
        notModified(app, { method: "GET", path: `/api/v1/offers/${(await liveOffer()).id}` }, status),
      // A coupon that has not started is not an offer yet.
      404: async (app, status) => {
        const { id } = await partnerWithToken("contract-offer");
        const later = await insertCoupon(id, todayInIndia(), { start: 5, expiry: 10 });
        await app.send({ method: "GET", path: `/api/v1/offers/${later.id}` }, status);
      },
    },
  },
};
