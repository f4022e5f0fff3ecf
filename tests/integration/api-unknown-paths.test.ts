import { describe, expect, it } from "vitest";
import * as catchAll from "@/app/api/[[...path]]/route";
import { routes } from "../../e2e/pages/app-routes";
import { fromIp, uniqueIp } from "./partner-helpers";

// next-auth's own route (/api/auth/*) was removed: its old paths must reach the catch-all's 404 JSON
// (decision 011), not a handler that answers 500 on a body it cannot read, nor the HTML not-found page.

/** A route pattern as Next matches it: [x] one segment, [...x] one or more, [[...x]] none or more. */
function matches(pattern: string, url: string): boolean {
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return "(?:/[^?]*)?";
      if (/^\[\.\.\..+\]$/.test(segment)) return "/[^?]+";
      if (/^\[.+\]$/.test(segment)) return "/[^/?]+";
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
  return new RegExp(`^${source}$`).test(url);
}

const OLD_AUTH_CALLS = [
  { path: "/api/auth/callback/credentials", method: "GET" },
  { path: "/api/auth/signin", method: "POST", body: "{not json" },
  { path: "/api/auth/callback/credentials", method: "POST", body: "email=a@b.example&password=x" },
  { path: "/api/auth/session", method: "POST", body: "" },
];

describe("next-auth's old paths", () => {
  it("no route file but the API catch-all matches /api/auth/* [security 22]", () => {
    expect(routes.some((r) => r.pattern === "/api/[[...path]]")).toBe(true);
    for (const { path } of OLD_AUTH_CALLS)
      expect(
        routes.filter((r) => r.kind === "handler" && matches(r.pattern, path)).map((r) => r.pattern),
        path,
      ).toEqual(["/api/[[...path]]"]);
  });

  it.each(OLD_AUTH_CALLS)(
    "$method $path, Content-Type JSON and a body that is not JSON: 404 JSON [security 22]",
    async (call) => {
      // Called as Next calls it, with the request and the catch-all's segments.
      const handler = catchAll[call.method as "GET" | "POST"] as (
        request: Request,
        context: { params: Promise<{ path: string[] }> },
      ) => Promise<Response>;
      const path = call.path.split("/").slice(2);
      const response = await handler(
        new Request(`http://localhost${call.path}`, {
          method: call.method,
          headers: { "content-type": "application/json", ...fromIp(uniqueIp()) },
          ...(call.method === "GET" ? {} : { body: call.body }),
        }),
        { params: Promise.resolve({ path }) },
      );
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({
        error: { code: "not_found", message: "There is no API endpoint at this path." },
      });
    },
  );
});
