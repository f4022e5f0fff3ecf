import { readdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import type { Contract } from "../../tests/shared/contract";
import { randomIp } from "../fixtures";

// The API contract spec's helpers: the routes found on disk, and one call checked against the document.

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** app/api/a/[id]/route.ts -> /api/a/{id}; the catch-all 404 route is not an endpoint. */
export function routeFilePaths(dir = path.resolve("app/api"), prefix = "/api"): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === "route.ts") found.push(prefix);
    if (!entry.isDirectory() || entry.name.startsWith("[[")) continue;
    const segment = entry.name.replace(/^\[(?:\.\.\.)?(.+)\]$/, "{$1}");
    found.push(...routeFilePaths(path.join(dir, entry.name), `${prefix}/${segment}`));
  }
  return found;
}

/** Calls `url` from a fresh client address and checks the answer against the document; returns its body. */
export async function call(
  contract: Contract,
  request: APIRequestContext,
  method: Method,
  url: string,
  expected: number,
  options: { data?: unknown; headers?: Record<string, string>; multipart?: Record<string, unknown> } = {},
) {
  const response = await request.fetch(url, {
    method: method.toUpperCase(),
    headers: { "x-forwarded-for": randomIp(), ...options.headers },
    data: options.data,
    multipart: options.multipart as never,
    maxRedirects: 0,
  });
  const answer = {
    status: response.status(),
    header: (name: string) => response.headers()[name.toLowerCase()] ?? null,
  };
  return contract.check(method, url, { ...answer, text: await response.text() }, expected);
}
