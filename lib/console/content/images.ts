import "server-only";
import { storedUploadUrls } from "@/lib/data/uploads";
import { getEnv } from "@/lib/env";
import { PROBE_TIMEOUT_MS, probeImage, type ProbeResult } from "@/lib/http/outbound/image-probe";

// A post's or a service's images are checked when saved, draft or published (decision 616), so a
// mistyped address never publishes a broken image: each new one must be a file we stored (its
// recorded upload URL, local or Vercel Blob) or an https address that answers as an image.

/** Asks whether an address answers as an image; tests inject one that never leaves the machine. */
export type ImageProbe = (url: string) => Promise<ProbeResult>;

const STATUS_TEXT: Record<number, string> = { 401: "needs a sign-in", 403: "forbidden", 404: "not found", 410: "gone" };

function why(result: Exclude<ProbeResult, { ok: true }>): string {
  switch (result.reason) {
    case "not-https":
      return "only https addresses are accepted";
    case "credentials":
      return "addresses with a user name or password are not accepted";
    case "port":
      return "only the standard https port is accepted";
    case "not-public":
      return "it is not on the public internet";
    case "host-not-found":
      return "its website was not found";
    case "timeout":
      return `it did not answer within ${PROBE_TIMEOUT_MS / 1000} seconds`;
    case "unreachable":
      return "its website could not be reached";
    case "status": {
      const text = result.status ? STATUS_TEXT[result.status] : undefined;
      return `it answered ${result.status ?? "with an error"}${text ? ` (${text})` : ""}`;
    }
    case "not-image":
      return result.contentType ? `it is not an image but ${result.contentType}` : "it does not say it is an image";
    case "redirects":
      return "it redirects too many times";
  }
}

const shown = (url: string) => (url.length > 80 ? `${url.slice(0, 77)}…` : url);
const refused = (url: string, reason: string) =>
  `The image at ${shown(url)} could not be loaded: ${reason}. Check the address, or upload the image.`;

/**
 * A message per refused image among `images`, in their order; those the record already had (`kept`)
 * are not checked again, so a post whose old image host is down can still be edited.
 */
export async function checkNewImages(
  images: readonly string[],
  kept: readonly string[],
  probe: ImageProbe = probeImage,
): Promise<string[]> {
  const fresh = [...new Set(images)].filter((url) => !kept.includes(url));
  if (fresh.length === 0) return [];
  const origin = getEnv().APP_URL;
  // Our own upload written with the site's origin in front of its path.
  const path = (url: string) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : url);
  const ours = await storedUploadUrls([...new Set(fresh.flatMap((url) => [url, path(url)]))]);
  const problems = await Promise.all(
    fresh.map(async (url) => {
      if (ours.has(url) || ours.has(path(url))) return null;
      if (path(url).startsWith("/")) return refused(url, "it is not an image uploaded here");
      const result = await probe(url);
      return result.ok ? null : refused(url, why(result));
    }),
  );
  return problems.filter((p): p is string => p !== null);
}
