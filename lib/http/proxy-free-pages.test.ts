import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";
import { PROXY_FREE_PAGES } from "./proxy-free-pages";

const runsProxy = (url: string, headers: Record<string, string> = {}) =>
  unstable_doesMiddlewareMatch({ config, url, headers });

describe("proxy.ts matcher (decision 314)", () => {
  it.each(PROXY_FREE_PAGES)("a plain read of %s skips the proxy", (page) => {
    expect(runsProxy(page)).toBe(false);
    expect(runsProxy(`${page}?utm_source=x`)).toBe(false);
  });

  it.each(PROXY_FREE_PAGES)("%s still goes through the proxy for a write, a body or a cross-site fetch", (page) => {
    expect(runsProxy(page, { origin: "https://evil.example" })).toBe(true);
    expect(runsProxy(page, { "content-type": "multipart/form-data; boundary=x" })).toBe(true);
    expect(runsProxy(page, { "next-action": "7f01" })).toBe(true);
    expect(runsProxy(page, { "sec-fetch-site": "cross-site" })).toBe(true);
    expect(runsProxy(page, { "sec-fetch-site": "same-origin" })).toBe(false);
  });

  it("a shared blog link goes through the proxy, which rewrites it", () => {
    expect(runsProxy("/BlogPage?tag=Savings")).toBe(true);
  });

  it.each([
    "/privacyPolicyX",
    "/privacyPolicy/x",
    "/privacyPolicy/%00",
    "/dynamics/some-service",
    "/blog/a-post",
    "/EMICalculator?loanAmount=500000",
    "/EMICalculator",
    "/contact",
    "/signup",
    "/account-deletion",
    "/dashboard",
    "/NewSignIn",
    "/newSignup",
    "/admin",
    "/shared-link/EMICalculator",
    "/api/v1/coupon/listed",
    "/download",
    "/feed.xml",
  ])("every other path goes through the proxy: %s", (url) => {
    expect(runsProxy(url)).toBe(true);
  });

  it("build output and optimised images never do", () => {
    expect(runsProxy("/_next/static/chunks/a.js")).toBe(false);
    expect(runsProxy("/_next/image?url=%2Fa.png&w=64&q=75")).toBe(false);
  });
});
