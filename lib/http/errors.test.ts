import { describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "@/lib/errors";
import { withErrorHandling } from "./errors";

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

  it("recognises a connection closed under a raw query, which Prisma reports as P2010 with the cause in meta", () => {
    // As the load test saw it: an idempotent create's raw INSERT when the database went away mid-query.
    const raw = (kind: string) => ({
      name: "PrismaClientKnownRequestError",
      code: "P2010",
      message: "Raw query failed.",
      meta: { driverAdapterError: { name: "DriverAdapterError", message: kind, cause: { kind } } },
    });
    for (const kind of ["ConnectionClosed", "SocketTimeout", "DatabaseNotReachable", "TooManyConnections"]) {
      expect(isDatabaseUnavailable(raw(kind)), kind).toBe(true);
    }
    expect(isDatabaseUnavailable(raw("UniqueConstraintViolation"))).toBe(false);
    // A deadlock's loser, rolled back whole: the same request succeeds when sent again.
    expect(isDatabaseUnavailable(raw("TransactionWriteConflict"))).toBe(true);
    expect(isDatabaseUnavailable({ name: "PrismaClientKnownRequestError", code: "P2034" })).toBe(true);
    expect(isDatabaseUnavailable(raw("postgres"))).toBe(false);
  });
});
