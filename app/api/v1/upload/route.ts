import { isDatabaseUnavailable } from "@/lib/api/errors";
import { readCappedBody } from "@/lib/api/capped-body";
import { partnerError } from "@/lib/api/partner-errors";
import { authenticatedPartnerRoute, partnerApiRoute } from "@/lib/auth/route";
import { saveImage } from "@/lib/storage";
import { IMAGE_ERRORS, MAX_IMAGE_BYTES } from "@/lib/storage/image-file";

const UPLOAD_FAILED_MESSAGE = "Image upload failed";
/** The multipart envelope (boundaries, part headers) around a 5 MB file. */
const ENVELOPE_BYTES = 16 * 1024;

const failed = () => partnerError(400, "upload_failed", UPLOAD_FAILED_MESSAGE);

/**
 * POST /api/v1/upload (multipart, field `file`) -> `{ secure_url, url }`, the image-hosting answer the
 * coupon form reads (spec 7). The type comes from the bytes, the name from the server (decision 501).
 */
const handle = authenticatedPartnerRoute(async (request, { session }) => {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) return failed();
  const bytes = await readCappedBody(request, MAX_IMAGE_BYTES + ENVELOPE_BYTES);
  if (!bytes) return partnerError(413, "file_too_large", IMAGE_ERRORS.size);
  let file: FormDataEntryValue | null;
  try {
    file = (await new Response(bytes, { headers: { "content-type": type } }).formData()).get("file");
  } catch {
    return failed();
  }
  if (!(file instanceof File) || file.size === 0) return failed();
  try {
    const saved = await saveImage(file, { partnerId: session.partnerId });
    if (!saved.ok) {
      const tooLarge = saved.error === IMAGE_ERRORS.size;
      return partnerError(tooLarge ? 413 : 415, tooLarge ? "file_too_large" : "invalid_file_type", saved.error);
    }
    // Top level as the image host answered it, and under `data` as the rest of the partner API does.
    const image = { secure_url: saved.url, url: saved.url };
    return Response.json({ ...image, data: image }, { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    console.error("[upload] storing an image failed", error);
    return partnerError(502, "upload_failed", UPLOAD_FAILED_MESSAGE);
  }
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ POST: handle });
