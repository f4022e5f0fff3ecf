import { NO_STORE } from "./errors";

/** A stored image as the image host answered it (spec 7): both names hold the same URL. */
export type UploadedImage = { secure_url: string; url: string };

/**
 * The one answer of both upload endpoints (partner and staff): the image at the top level, as the
 * coupon form reads it, and under `data`, as the rest of the API answers.
 */
export function uploadedImageResponse({ data, status }: { data: UploadedImage; status?: number }): Response {
  return Response.json({ ...data, data }, { status: status ?? 201, headers: { "Cache-Control": NO_STORE } });
}
