// What anyone can send that Next alone answered with a 500 or read in full before refusing (SECURITY rows
// 33 and 36, the 2026-11-28 probe's L1, L6 and L8), against the production build served by
// `npm run start:prod` (scripts/server.mjs), as the probe ran it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freshDatabase,
  newSecret,
  startProductionServer,
  type ProductionServer,
  type TestDatabase,
} from "../load/harness";
import { request, type Answer } from "../shared/loopback-request";

const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
];
// A 1x1 PNG, stored as a local upload is (lib/storage/file-store.ts): the name is the server's pattern.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const UPLOAD_KEY = "mx0tohvq-0411984b43d36e6ba25c92eb.png";

let database: TestDatabase;
let server: ProductionServer;
let dataDir = "";

beforeAll(async () => {
  database = await freshDatabase("paisapilot_refusals");
  dataDir = mkdtempSync(path.join(os.tmpdir(), "paisapilot-refusals-"));
  mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
  writeFileSync(path.join(dataDir, "uploads", UPLOAD_KEY), PNG);
  server = await startProductionServer({ databaseUrl: database.url, secret: newSecret(), env: { DATA_DIR: dataDir } });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function expectSecurityHeaders(answer: Answer, what: string) {
  for (const name of SECURITY_HEADERS) expect(answer.headers[name], `${what}: ${name}`).toBeTruthy();
}

const CLOSED_WHILE_SENDING = "closed by the server while the body was sent";

/** Sends `head` (and `body`) over a raw socket and answers the status line and what was written when it came. */
function rawExchange(head: string, body?: { chunk: Buffer; upTo: number }): Promise<{ status: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1");
    let sent = 0;
    let answer = "";
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      socket.destroy();
      if (error && !answer) reject(error);
      else resolve({ status: answer.split("\r\n")[0] ?? "", sent });
    };
    socket.on("data", (c: Buffer) => {
      answer += c.toString("latin1");
      if (answer.includes("\r\n")) finish();
    });
    // A server that answers and closes while the client still sends makes the client's next write fail
    // (EPIPE, ECONNRESET), sometimes before the answer is read: that is the server refusing mid-body.
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (body && (error.code === "EPIPE" || error.code === "ECONNRESET")) {
        if (!answer) answer = CLOSED_WHILE_SENDING;
        finish();
      } else finish(error);
    });
    socket.on("close", () => finish(new Error(`closed with no answer after ${sent} bytes`)));
    socket.write(head);
    const pump = () => {
      while (body && !done && sent < body.upTo) {
        sent += body.chunk.length;
        if (!socket.write(body.chunk)) return void socket.once("drain", pump);
      }
    };
    pump();
  });
}

describe("requests Next answered with a 500 [security 33]", () => {
  // TRACK and other names Node's parser does not know are its own 400 before any handler.
  it.each(["TRACE"])(
    "%s on any path: 405 with Allow and the security headers, JSON under /api [security 33]",
    async (method) => {
      const paths = [
        "/",
        "/api/health",
        "/api/v1/user",
        "/api/nope",
        "/dashboard",
        "/admin",
        "/go/x",
        `/uploads/${UPLOAD_KEY}`,
      ];
      for (const target of paths) {
        const answer = await request(server.port, { method, path: target });
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers["allow"], `${method} ${target}`).toContain("GET");
        expectSecurityHeaders(answer, `${method} ${target}`);
        if (target.startsWith("/api/")) expect(JSON.parse(answer.body).error.code).toBe("method_not_allowed");
      }
    },
  );

  it("the image optimiser fetches only our pictures and uploads: any other path of the site is a 400 [security 33]", async () => {
    for (const url of [
      "/go/cmx0tp4n70016l67dpqy90chv",
      "/api/health",
      "/api/v1/offers",
      "/dashboard",
      "/uploads/../go/x",
    ]) {
      for (const w of [64, 3840]) {
        const answer = await request(server.port, { path: `/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=75` });
        expect(answer.status, url).toBe(400);
        expectSecurityHeaders(answer, url);
      }
    }
    const upload = await request(server.port, {
      path: `/_next/image?url=${encodeURIComponent(`/uploads/${UPLOAD_KEY}`)}&w=64&q=75`,
      headers: { accept: "image/png" },
    });
    expect(upload.status).toBe(200);
    expect(upload.headers["content-type"]).toMatch(/^image\//);
  });

  it("a server action's body Next cannot read is a 400 (past 1 MB a 413), with the security headers; a readable one still runs [security 33]", async () => {
    const page = await request(server.port, { path: "/account-deletion/confirm?token=abcdefghijklmnopqrstuvwxyz" });
    const actionId = /name="\$ACTION_ID_([0-9a-f]+)"/.exec(page.body)?.[1];
    expect(actionId).toBeTruthy();
    const origin = server.url;
    // As a browser at APP_URL sends it: Next compares Origin with Host.
    const host = new URL(server.url).host;
    const post = (contentType: string, body: string | Buffer, declaredBytes?: number) =>
      request(server.port, {
        method: "POST",
        path: "/account-deletion/confirm",
        headers: { host, origin, "next-action": actionId!, "content-type": contentType },
        body,
        declaredBytes,
      });
    // Not in React's reply format: Next cannot decode them and no action runs.
    for (const body of ["{{{", '["$Q1"]', "garbage", "[1,"]) {
      const answer = await post("text/plain;charset=UTF-8", body);
      expect(answer.status, body).toBe(400);
      expectSecurityHeaders(answer, body);
    }
    // Decoded, but not what the action takes: the action itself refuses them (no token, so "invalid").
    for (const body of ['["$@7"]', "[1,2,3]", '["x"]']) {
      const answer = await post("text/plain;charset=UTF-8", body);
      expect(answer.status, body).toBeLessThan(400);
      expect(answer.headers["x-action-redirect"], body).toContain("result=invalid");
    }
    // Answered from the declared length, before the body: sending all 2 MB into the closed connection
    // only races the answer (EPIPE).
    const huge = await post("text/plain;charset=UTF-8", Buffer.alloc(64 * 1024, "a"), 2 * 1024 * 1024);
    expect(huge.status).toBe(413);
    expectSecurityHeaders(huge, "2 MB");
    // The same action, sent as the page's own form sends it: it runs and redirects.
    const boundary = "----refusals";
    const form = [
      [`$ACTION_ID_${actionId}`, ""],
      ["token", "abcdefghijklmnopqrstuvwxyz"],
    ]
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("");
    const runs = await request(server.port, {
      method: "POST",
      path: "/account-deletion/confirm",
      headers: { host, origin, "content-type": `multipart/form-data; boundary=${boundary}` },
      body: `${form}--${boundary}--\r\n`,
    });
    expect(runs.status).toBe(303);
    expect(runs.headers["location"]).toContain("/account-deletion/confirm?result=");
  });
});

describe("uploads [security 36]", () => {
  it("an uploaded file is served with its own sandboxing policy, not the site's [security 36]", async () => {
    const answer = await request(server.port, { path: `/uploads/${UPLOAD_KEY}` });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/png");
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    // The rest of the site keeps its own.
    const home = await request(server.port, { path: "/" });
    expect(home.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("an oversized upload is refused from its Content-Length: 413 before its body is sent, 411 without a length [security 36]", async () => {
    const head = (length: string | null, extra = "") =>
      `POST /api/v1/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
      `${length === null ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`}\r\n${extra}\r\n`;
    const chunk = Buffer.alloc(64 * 1024, "a");
    // 300 MB declared: the answer comes while the client has sent at most a few chunks of it.
    const streaming = await rawExchange(head(String(300 * 1024 * 1024)), { chunk, upTo: 300 * 1024 * 1024 });
    // The 413 itself, or its closing of the connection read first; the status is checked just below.
    expect(["HTTP/1.1 413 Payload Too Large", CLOSED_WHILE_SENDING]).toContain(streaming.status);
    expect(streaming.sent).toBeLessThan(32 * 1024 * 1024);
    // A client that waits for 100 Continue sends nothing at all.
    const waiting = await rawExchange(head(String(60 * 1024 * 1024), "Expect: 100-continue\r\n"));
    expect(waiting.status).toBe("HTTP/1.1 413 Payload Too Large");
    const unsized = await rawExchange(head(null));
    expect(unsized.status).toBe("HTTP/1.1 411 Length Required");
    // The refusal is the route's own answer, with the spec's message.
    const answer = await request(server.port, {
      method: "POST",
      path: "/api/v1/upload",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(6 * 1024 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toEqual({ code: "file_too_large", message: "File size exceeds 5MB" });
    expectSecurityHeaders(answer, "413");
  });
});
