import { readMultipartFile } from "@/lib/http/request-body";
import { uploadedImageResponse } from "@/lib/http/uploaded-image";
import { uploadCouponImage } from "@/lib/coupons/operations";
import { AppError } from "@/lib/errors";
import { api, toRoute } from "@/lib/operations/route";
import { IMAGE_ERRORS, MAX_IMAGE_BYTES } from "@/lib/storage/image-file";
import { UPLOAD_ENVELOPE_BYTES } from "@/lib/storage";

/**
 * POST /api/v1/upload (multipart, field `file`) -> `{ secure_url, url }`, the image-hosting answer the
 * coupon form reads (spec 7), at the top level as the image host answered it and under `data` as the
 * rest of the partner API does. The type comes from the bytes, the name from the server (decision 501).
 */
const handle = toRoute(uploadCouponImage, {
  input: async ({ request }) => ({
    file: await readMultipartFile(request, {
      maxBytes: MAX_IMAGE_BYTES + UPLOAD_ENVELOPE_BYTES,
      tooLarge: new AppError("file_too_large", IMAGE_ERRORS.size),
    }),
  }),
  render: uploadedImageResponse,
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { POST: handle });
