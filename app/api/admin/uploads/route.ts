import { readMultipartFile } from "@/lib/http/request-body";
import { uploadedImageResponse } from "@/lib/http/uploaded-image";
import { uploadContentImage } from "@/lib/console/operations";
import { AppError } from "@/lib/errors";
import { api, toRoute } from "@/lib/operations/route";
import { UPLOAD_ENVELOPE_BYTES } from "@/lib/storage";
import { IMAGE_ERRORS, MAX_IMAGE_BYTES } from "@/lib/storage/image-file";

/**
 * POST /api/admin/uploads (multipart, field `file`) -> the same answer as POST /api/v1/upload
 * (`{ secure_url, url, data: { secure_url, url } }`): an image for a post or a service, checked by its
 * bytes and stored under a generated name through the storage adapter.
 */
const upload = toRoute(uploadContentImage, {
  input: async ({ request }) => ({
    file: await readMultipartFile(request, {
      maxBytes: MAX_IMAGE_BYTES + UPLOAD_ENVELOPE_BYTES,
      tooLarge: new AppError("file_too_large", IMAGE_ERRORS.size),
    }),
  }),
  render: uploadedImageResponse,
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("staff", { POST: upload });
