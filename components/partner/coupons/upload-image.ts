import { IMAGE_ERRORS, MAX_IMAGE_BYTES } from "@/lib/storage/image-file";
import { UPLOAD_QUOTA_MESSAGE } from "@/lib/limits/rules";
import { storedImageUrl } from "@/lib/model/site-url";

export const IMAGE_UPLOAD_FAILED = "Image upload failed";
const ACCEPTED = ["image/jpeg", "image/jpg", "image/png", "image/gif", "image/webp"];
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

/** The spec's messages before a byte is sent; the server checks the bytes themselves again. */
export function checkImageFile(file: File): string | null {
  if (!ACCEPTED.includes(file.type) && !/\.(jpe?g|png|gif|webp)$/i.test(file.name)) return IMAGE_ERRORS.type;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_ERRORS.size;
  return null;
}

/**
 * Uploads to /api/v1/upload (server actions stop at 1 MB; images go up to 5 MB) with the session cookie,
 * and answers the stored image's URL or the message to show.
 */
export async function uploadCouponImage(
  file: File,
): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  const body = new FormData();
  body.append("file", file);
  try {
    const response = await fetch("/api/v1/upload", { method: "POST", body, credentials: "same-origin" });
    const answer = (await response.json().catch(() => ({}))) as { secure_url?: string; message?: string };
    // Answered absolute (decision 825); the coupon keeps this site's upload as its path.
    if (response.ok && answer.secure_url)
      return { ok: true, url: storedImageUrl(answer.secure_url, window.location.origin) };
    // The server's own refusals are shown as they are; anything else (a proxy's page) is a failure.
    const known: string[] = [...Object.values(IMAGE_ERRORS), UPLOAD_QUOTA_MESSAGE];
    const shown = answer.message && (known.includes(answer.message) || response.status === 429);
    return { ok: false, message: shown ? answer.message! : IMAGE_UPLOAD_FAILED };
  } catch {
    return { ok: false, message: IMAGE_UPLOAD_FAILED };
  }
}
