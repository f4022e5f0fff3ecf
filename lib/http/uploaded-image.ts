import { getEnv } from "@/lib/env";
import { absoluteUrl } from "@/lib/model/site-url";
import { NO_STORE } from "./errors";

/** A stored image as the image host answered it (spec 7): both names hold the same URL. */
export type UploadedImage = { secure_url: string; url: string };

/**
 * The one answer of both upload endpoints (partner and staff): the image at the top level, as the
 * coupon form reads it, and under `data`, as the rest of the API answers; absolute, as every URL the
 * API answers (decisions 823, 825). The forms store it as a site path again (lib/model/site-url.ts).
 */
export function uploadedImageResponse({ data, status }: { data: UploadedImage; status?: number }): Response {
  const image = {
    secure_url: absoluteUrl(data.secure_url, getEnv().APP_URL),
    url: absoluteUrl(data.url, getEnv().APP_URL),
  };
  return Response.json({ ...image, data: image }, { status: status ?? 201, headers: { "Cache-Control": NO_STORE } });
}
