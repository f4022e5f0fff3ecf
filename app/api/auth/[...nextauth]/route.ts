import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { apiRoute } from "@/lib/api/api-route";
import { getAuthOptions } from "@/lib/auth/options";
import { getEnv } from "@/lib/env";

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth builds its own URLs from NEXTAUTH_URL alone and falls back to http://localhost:3000; this
 * app's origin is APP_URL, so URLs next-auth hands back (Location, `{ url }`) are moved onto it.
 */
function onAppOrigin(url: string): string {
  const app = new URL(getEnv().APP_URL);
  try {
    const parsed = new URL(url, app);
    return `${app.origin}${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return `${app.origin}/NewSignIn`;
  }
}

// Options are built per request so the secret is read at run time, not while the app is built.
async function handler(request: Request, context: Context): Promise<Response> {
  // Next hands route handlers a NextRequest; next-auth reads its nextUrl.
  const response: Response = await NextAuth(request as NextRequest, context, getAuthOptions());
  const headers = new Headers(response.headers);
  const location = headers.get("location");
  if (location) headers.set("location", onAppOrigin(location));
  if (!headers.get("content-type")?.includes("json"))
    return new Response(response.body, { status: response.status, headers });
  const body = (await response.json()) as unknown;
  if (body && typeof body === "object" && typeof (body as { url?: unknown }).url === "string") {
    (body as { url: string }).url = onAppOrigin((body as { url: string }).url);
  }
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({ GET: handler, POST: handler });
