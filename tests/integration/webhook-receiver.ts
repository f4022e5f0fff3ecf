import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

// A partner's receiver, written from docs/API.md's "Webhooks" section alone: its verification function is
// the section's own code block, loaded as it is printed, so the documentation is what is tested. It knows
// nothing of the app's modules. It runs on 127.0.0.1 and can be told to fail, then to recover.

type Verify = (secret: string, headers: IncomingHttpHeaders, rawBody: string, now?: number) => boolean;

/** The `js` code block of docs/API.md's "## Webhooks" section, imported as a module. */
export async function documentedVerifier(): Promise<Verify> {
  const doc = readFileSync(path.resolve("docs/API.md"), "utf8");
  const section = doc.slice(doc.indexOf("## Webhooks"), doc.indexOf("\n## ", doc.indexOf("## Webhooks") + 3));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error("docs/API.md has no js block under ## Webhooks");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "webhook-doc-")), "verify.mjs");
  writeFileSync(file, code);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { verifyWebhook: Verify }).verifyWebhook;
}

export type Received = { headers: IncomingHttpHeaders; body: string; verified: boolean; answered: number };

/**
 * A receiver on a free loopback port: answers `status` (200 unless told otherwise), records every request.
 * `clock` is the receiver's own time, for the documented 5-minute window (tests drain at a set time).
 */
export async function startReceiver(secretOf: () => string, clock: () => number = Date.now) {
  const verify = await documentedVerifier();
  const received: Received[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const verified = verify(secretOf(), req.headers, body, clock());
      const answered = verified ? status : 401;
      received.push({ headers: req.headers, body, verified, answered });
      res.writeHead(answered, { "content-type": "text/plain" });
      res.end(answered === 200 ? "ok" : `receiver says ${answered}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    answer: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
