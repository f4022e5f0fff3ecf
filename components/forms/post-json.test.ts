import { afterEach, describe, expect, it, vi } from "vitest";
import { postJson } from "./post-json";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("postJson", () => {
  it("returns the data and status on success, sending the idempotency key", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }, { status: 201 }));
    vi.stubGlobal("fetch", fetchMock);
    const result = await postJson("/api/x", { a: 1 }, { idempotencyKey: "key-12345678" });
    expect(result).toEqual({ ok: true, status: 201, data: { ok: true } });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ "idempotency-key": "key-12345678", "content-type": "application/json" });
  });

  it("reports the server's message and field errors on an error status", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json(
        { error: { code: "validation_failed", message: "Nope", fieldErrors: { email: ["bad"] } } },
        { status: 400 },
      ),
    );
    expect(await postJson("/api/x", {})).toEqual({
      ok: false,
      status: 400,
      reason: "http",
      code: "validation_failed",
      message: "Nope",
      fieldErrors: { email: ["bad"] },
    });
  });

  it("gives up after the timeout", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const pending = postJson("/api/x", {}, { timeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toEqual({ ok: false, status: null, reason: "timeout" });
  });

  it("reports a network failure without throwing", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await postJson("/api/x", {})).toMatchObject({ ok: false, reason: "network" });
  });
});
