import "server-only";
import { headers } from "next/headers";
import { clientIp } from "@/lib/http/client-ip";

/** The trusted client address for code that has headers but no Request (actions, next-auth callbacks). */
export function ipFromHeaders(source: HeadersInit): string {
  return clientIp(new Headers(source));
}

/** In a server action or server component: the address of the current request. */
export async function requestIp(): Promise<string> {
  return ipFromHeaders(await headers());
}
