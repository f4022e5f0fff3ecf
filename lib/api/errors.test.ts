import { describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable, withErrorHandling } from "./errors";

describe("API error handling", () => {
  it("turns a database outage into 503 JSON with Retry-After [security 18]", async () => {
    const outage = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const response = await withErrorHandling(async () => {
      throw outage;
    })();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      error: {
        code: "service_unavailable",
        message: "The service is temporarily unavailable. Please try again shortly.",
      },
    });
  });

  it("hides anything else behind a generic 500 without the stack", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await withErrorHandling(async () => {
      throw new Error("secret internals at /srv/app/lib/x.ts:12");
    })();
    spy.mockRestore();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secret internals");
    expect(JSON.parse(text).error.code).toBe("internal_error");
  });

  it("recognises outages wrapped by the driver adapter", () => {
    expect(isDatabaseUnavailable({ name: "DriverAdapterError", cause: { code: "ECONNREFUSED" } })).toBe(true);
    expect(isDatabaseUnavailable({ code: "P2002" })).toBe(false);
  });
});
