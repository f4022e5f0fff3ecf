import { randomUUID } from "node:crypto";
import { getAuthSecret } from "@/lib/env";
import { signClientIp } from "@/lib/http/client-ip";

let counter = 0;

/** A fresh IP per test so rate limits of one test never throttle another (files share one database). */
export function uniqueIp(): string {
  counter += 1;
  const n = (parseInt(randomUUID().slice(0, 6), 16) + counter) % 65536;
  return `10.${(n >> 8) & 255}.${n & 255}.${(counter % 250) + 1}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

export function jsonRequest(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Headers as the app server (scripts/server.mjs) sets them for a caller at `ip`. */
export function fromIp(ip: string): Record<string, string> {
  return { "x-client-ip": ip, "x-client-ip-signature": signClientIp(ip, getAuthSecret()) };
}
