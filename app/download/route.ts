import { siteConfig } from "@/config/site";
import { apiRoute } from "@/lib/http/api-route";

/**
 * Spec 2: send visitors to the provider's download page, passing on the query string. The parameters
 * are re-encoded by URLSearchParams, so nothing a visitor sends can break out of the Location header.
 */
function redirectToDownloadPage(request: Request): Response {
  const target = new URL(siteConfig.downloadPage);
  new URL(request.url).searchParams.forEach((value, key) => target.searchParams.append(key, value));
  return new Response(null, { status: 307, headers: { Location: target.toString(), "Cache-Control": "no-store" } });
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: redirectToDownloadPage });
