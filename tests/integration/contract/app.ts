// The app in-process, as Next runs it for /api: proxy.ts first (a malformed URL is 400 and a cross-site
// write 403 there, before any route), then the route file that owns the path, with its path parameters.
// Every answer is checked against the OpenAPI document (tests/shared/contract.ts).
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { type Body, Contract, type Document } from "../../shared/contract";
import { fromIp, uniqueIp } from "../public-helpers";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The route files by documented path (the test requires exactly the document's paths). */
export const ROUTES: Record<string, () => Promise<Record<string, unknown>>> = {
  "/api/admin/audit": () => import("@/app/api/admin/audit/route"),
  "/api/admin/audit/export": () => import("@/app/api/admin/audit/export/route"),
  "/api/admin/inbox/{file}": () => import("@/app/api/admin/inbox/[file]/route"),
  "/api/admin/partners/{id}/review": () => import("@/app/api/admin/partners/[id]/review/route"),
  "/api/admin/partners": () => import("@/app/api/admin/partners/route"),
  "/api/admin/uploads": () => import("@/app/api/admin/uploads/route"),
  "/api/blog/{slug}": () => import("@/app/api/blog/[slug]/route"),
  "/api/blog": () => import("@/app/api/blog/route"),
  "/api/contact": () => import("@/app/api/contact/route"),
  "/api/cron/cleanup-uploads": () => import("@/app/api/cron/cleanup-uploads/route"),
  "/api/cron/send-mail": () => import("@/app/api/cron/send-mail/route"),
  "/api/cron/count-events": () => import("@/app/api/cron/count-events/route"),
  "/api/dynamics/{id}": () => import("@/app/api/dynamics/[id]/route"),
  "/api/dynamics": () => import("@/app/api/dynamics/route"),
  "/api/health": () => import("@/app/api/health/route"),
  "/api/openapi.json": () => import("@/app/api/openapi.json/route"),
  "/api/page-views": () => import("@/app/api/page-views/route"),
  "/api/user/signup": () => import("@/app/api/user/signup/route"),
  "/api/v1/account-deletion": () => import("@/app/api/v1/account-deletion/route"),
  "/api/v1/coupon/{id}": () => import("@/app/api/v1/coupon/[id]/route"),
  "/api/v1/coupon/{id}/codes": () => import("@/app/api/v1/coupon/[id]/codes/route"),
  "/api/v1/coupon/{id}/duplicate": () => import("@/app/api/v1/coupon/[id]/duplicate/route"),
  "/api/v1/coupon/{id}/end": () => import("@/app/api/v1/coupon/[id]/end/route"),
  "/api/v1/coupon/{id}/history": () => import("@/app/api/v1/coupon/[id]/history/route"),
  "/api/v1/coupon/{id}/pause": () => import("@/app/api/v1/coupon/[id]/pause/route"),
  "/api/v1/coupon/{id}/resume": () => import("@/app/api/v1/coupon/[id]/resume/route"),
  "/api/v1/coupon/bulk": () => import("@/app/api/v1/coupon/bulk/route"),
  "/api/v1/coupon/bulk/restore": () => import("@/app/api/v1/coupon/bulk/restore/route"),
  "/api/v1/coupon/export.csv": () => import("@/app/api/v1/coupon/export.csv/route"),
  "/api/v1/coupon/import": () => import("@/app/api/v1/coupon/import/route"),
  "/api/v1/coupon/listed": () => import("@/app/api/v1/coupon/listed/route"),
  "/api/v1/coupon/metrics": () => import("@/app/api/v1/coupon/metrics/route"),
  "/api/v1/coupon": () => import("@/app/api/v1/coupon/route"),
  "/api/v1/coupon/stats.csv": () => import("@/app/api/v1/coupon/stats.csv/route"),
  "/api/v1/coupon/stats/daily.csv": () => import("@/app/api/v1/coupon/stats/daily.csv/route"),
  "/api/v1/notifications": () => import("@/app/api/v1/notifications/route"),
  "/api/v1/offers/{id}": () => import("@/app/api/v1/offers/[id]/route"),
  "/api/v1/offers/{id}/claims": () => import("@/app/api/v1/offers/[id]/claims/route"),
  "/api/v1/offers/{id}/views": () => import("@/app/api/v1/offers/[id]/views/route"),
  "/api/v1/offers": () => import("@/app/api/v1/offers/route"),
  "/api/v1/otp/reset-password": () => import("@/app/api/v1/otp/reset-password/route"),
  "/api/v1/otp/send-otp": () => import("@/app/api/v1/otp/send-otp/route"),
  "/api/v1/otp/verify-otp": () => import("@/app/api/v1/otp/verify-otp/route"),
  "/api/v1/upload": () => import("@/app/api/v1/upload/route"),
  "/api/v1/redemptions": () => import("@/app/api/v1/redemptions/route"),
  "/api/v1/user/api-keys": () => import("@/app/api/v1/user/api-keys/route"),
  "/api/v1/user/api-keys/{id}": () => import("@/app/api/v1/user/api-keys/[id]/route"),
  "/api/v1/user/login": () => import("@/app/api/v1/user/login/route"),
  "/api/v1/user/logout": () => import("@/app/api/v1/user/logout/route"),
  "/api/v1/user/sessions/{id}": () => import("@/app/api/v1/user/sessions/[id]/route"),
  "/api/v1/user/sessions": () => import("@/app/api/v1/user/sessions/route"),
  "/api/v1/user/reset-password": () => import("@/app/api/v1/user/reset-password/route"),
  "/api/v1/user": () => import("@/app/api/v1/user/route"),
  "/api/v1/user/signup": () => import("@/app/api/v1/user/signup/route"),
};

/** One request, as data: the same call can be sent again, or changed into another (./provoke.ts). */
export type Call = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer> | FormData;
  /** The caller's address, signed as the app server signs it (a fresh one unless said). */
  ip?: string;
};

export const jsonBody = (value: unknown) => ({
  headers: { "content-type": "application/json" },
  body: JSON.stringify(value),
});

export class App {
  readonly contract: Contract;

  constructor(doc: Document) {
    this.contract = new Contract(doc);
  }

  /** The answer Next would give: the proxy's refusal, or the route's answer. */
  async serve(call: Call): Promise<Response> {
    const url = `http://localhost${call.path}`;
    const headers = { ...fromIp(call.ip ?? uniqueIp()), ...call.headers };
    // The proxy reads no body of an /api request (lib/http/request-checks.ts), so it gets none.
    const next = await proxy(new NextRequest(url, { method: call.method, headers }));
    if (!next.headers.has("x-middleware-next")) return next;
    const { template, params } = this.contract.match(call.method, url);
    const route = await ROUTES[template]!();
    const handler = route[call.method] as Handler;
    const decoded = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeURIComponent(v)]));
    return handler(new Request(url, { method: call.method, headers, body: call.body }), {
      params: Promise.resolve(decoded),
    });
  }

  /** Sends the call, requires `status`, and checks the answer against the document; returns its body. */
  async send(call: Call, status: number): Promise<Body> {
    const response = await this.serve(call);
    return this.check(call, response, status);
  }

  /** Sends the call and checks the answer, whatever its status, against the document. */
  async sendAny(call: Call): Promise<number> {
    const response = await this.serve(call);
    await this.check(call, response, response.status);
    return response.status;
  }

  async check(call: Call, response: Response, status: number): Promise<Body> {
    const answer = { status: response.status, header: (name: string) => response.headers.get(name) };
    return this.contract.check(call.method, call.path, { ...answer, text: await response.text() }, status);
  }
}
