import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppError } from "@/lib/errors";
import { errorResponse } from "./errors";
import { isHoneypotFilled } from "./honeypot";
import { parseWith, readJson } from "./request-body";

const post = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://localhost/x", { method: "POST", headers, body });

function catchError(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error("expected a refusal");
}

describe("readJson", () => {
  it("parses JSON within the limit", async () => {
    expect(await readJson(post('{"a":1}'), 100)).toEqual({ a: 1 });
  });

  it("answers 413 when the streamed body passes the limit, even without Content-Length", async () => {
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode("[" + "1,".repeat(100)));
        c.close();
      },
    });
    const request = new Request("http://localhost/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expect(readJson(request, 50)).rejects.toMatchObject({ status: 413 });
  });

  it("answers 400 for invalid JSON and 415 for other content types", async () => {
    await expect(readJson(post("{oops"))).rejects.toMatchObject({ status: 400 });
    await expect(readJson(post("a=1", { "content-type": "text/plain" }))).rejects.toMatchObject({ status: 415 });
  });
});

describe("parseWith", () => {
  it("refuses with 400, the first message and field errors", async () => {
    const schema = z.object({ name: z.string().min(1, "Name please"), age: z.number() });
    const body = await errorResponse(catchError(() => parseWith(schema, { name: "" }))).json();
    expect(catchError(() => parseWith(schema, { name: "" })).status).toBe(400);
    expect(body.error.message).toBe("Name please");
    expect(Object.keys(body.error.fieldErrors)).toEqual(["name", "age"]);
  });
});

describe("isHoneypotFilled", () => {
  it("flags only a filled website field", () => {
    expect(isHoneypotFilled({ website: "http://x" })).toBe(true);
    expect(isHoneypotFilled({ website: "" })).toBe(false);
    expect(isHoneypotFilled({ name: "x" })).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});
