import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isHoneypotFilled } from "./honeypot";
import { parseWithSchema, readJsonBody } from "./json-body";

const post = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://localhost/x", { method: "POST", headers, body });

describe("readJsonBody", () => {
  it("parses JSON within the limit", async () => {
    const result = await readJsonBody(post('{"a":1}'), 100);
    expect(result).toEqual({ ok: true, raw: '{"a":1}', value: { a: 1 } });
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
    const result = await readJsonBody(request, 50);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(413);
  });

  it("answers 400 for invalid JSON and 415 for other content types", async () => {
    const bad = await readJsonBody(post("{oops"));
    expect(!bad.ok && bad.response.status).toBe(400);
    const form = await readJsonBody(post("a=1", { "content-type": "text/plain" }));
    expect(!form.ok && form.response.status).toBe(415);
  });
});

describe("parseWithSchema", () => {
  it("returns 400 with the first message and field errors", async () => {
    const schema = z.object({ name: z.string().min(1, "Name please"), age: z.number() });
    const result = parseWithSchema(schema, { name: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const body = await result.response.json();
    expect(result.response.status).toBe(400);
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
