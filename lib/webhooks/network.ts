import { request as httpsRequest } from "node:https";
import { siteConfig } from "@/config/site";
import { pinnedLookup, systemResolver, type ResolvedAddress, type Resolver } from "@/lib/http/outbound/image-probe";

// How a delivery reaches a partner's endpoint (decision 561): an https POST connected to the address the
// SSRF check approved (decision 616), no redirects followed, one deadline, and at most a short excerpt of
// the answer read. Tests swap the network for a loopback receiver; nothing else can (no setting, no
// environment variable), so the production path always resolves and connects as written here.

export const DELIVERY_TIMEOUT_MS = 10_000;
/** Of the receiver's answer the log keeps this many characters at most; the rest is never read. */
const EXCERPT_BYTES = 512;
export const WEBHOOK_USER_AGENT = `${siteConfig.shortName.replace(/\W/g, "")}-Webhooks/1.0`;

export type WebhookRequest = {
  url: URL;
  address: ResolvedAddress;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
};
export type WebhookAnswer = { status: number; excerpt: string };
export type WebhookTransport = (request: WebhookRequest) => Promise<WebhookAnswer>;

export const httpsWebhookTransport: WebhookTransport = ({ url, address, headers, body, signal }) =>
  new Promise((resolve, reject) => {
    const req = httpsRequest(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        signal,
        agent: false,
        lookup: pinnedLookup(address),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          resolve({ status: res.statusCode ?? 0, excerpt: Buffer.concat(chunks).toString("utf8") });
          res.destroy();
        };
        res.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= EXCERPT_BYTES) done();
        });
        res.on("end", done);
        res.on("error", done);
      },
    );
    req.on("error", reject);
    req.end(body);
  });

export type WebhookNetwork = { resolve: Resolver; transport: WebhookTransport };

let override: WebhookNetwork | undefined;

export function webhookNetwork(): WebhookNetwork {
  return override ?? { resolve: systemResolver, transport: httpsWebhookTransport };
}

/** Tests only: a resolver and transport that reach a receiver on this machine. */
export function setWebhookNetworkForTests(network: WebhookNetwork | undefined): void {
  override = network;
}
