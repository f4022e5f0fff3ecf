import { describe, expect, it, vi } from "vitest";
import { allowHeader, apiRoute } from "./api-route";

const request = (method: string) => new Request("http://localhost/api/x", { method });

describe("apiRoute", () => {
  const route = apiRoute({ POST: async () => Response.json({ ok: true }, { status: 201 }) });

  it("runs the handlers it is given", async () => {
    const response = await route.POST(request("POST"), undefined);
    expect(response.status).toBe(201);
  });

  it.each(["GET", "PUT", "PATCH", "DELETE"] as const)("answers %s with 405 JSON and Allow", async (method) => {
    const response = await route[method](request(method), undefined);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await response.json()).toEqual({
      error: { code: "method_not_allowed", message: `This endpoint does not accept ${method} requests.` },
    });
  });

  it("answers OPTIONS with 204 and Allow", async () => {
    const response = await route.OPTIONS(request("OPTIONS"), undefined);
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("lists HEAD with GET", () => {
    expect(allowHeader(["GET"])).toBe("GET, HEAD, OPTIONS");
    expect(allowHeader(["DELETE", "GET", "PATCH"])).toBe("GET, HEAD, PATCH, DELETE, OPTIONS");
  });

  it("turns a thrown error into the generic JSON 500", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = apiRoute({
      GET: () => {
        throw new Error("internal detail");
      },
    });
    const response = await failing.GET(request("GET"), undefined);
    spy.mockRestore();
    expect(response.status).toBe(500);
    expect((await response.json()).error.code).toBe("internal_error");
  });

  it("passes the route context through", async () => {
    const route = apiRoute<{ params: Promise<{ slug: string }> }>({
      GET: async (_r, { params }) => Response.json(await params),
    });
    const response = await route.GET(request("GET"), { params: Promise.resolve({ slug: "a" }) });
    expect(await response.json()).toEqual({ slug: "a" });
  });
});
