import { siteConfig } from "@/config/site";

/** Spec 2: send visitors to the provider's download page, passing on the query string. */
export function GET(request: Request): Response {
  const target = new URL(siteConfig.downloadPage);
  new URL(request.url).searchParams.forEach((value, key) => target.searchParams.append(key, value));
  return new Response(null, { status: 307, headers: { Location: target.toString(), "Cache-Control": "no-store" } });
}
