import { readBytes, readMultipartFile } from "@/lib/http/request-body";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "@/lib/coupons/csv-import";
import { importCoupons } from "@/lib/coupons/operations";
import { AppError } from "@/lib/errors";
import { api, toRoute } from "@/lib/operations/route";

/** The multipart envelope around a 512 KB file. */
const limit = {
  maxBytes: IMPORT_LIMITS.bytes + 16 * 1024,
  tooLarge: new AppError("payload_too_large", IMPORT_MESSAGES.tooLarge),
};

/**
 * POST /api/v1/coupon/import with a CSV body (`text/csv`) or a multipart field `file`: 201 with the
 * number imported, or 400 with every failing row (`error.rows`) and nothing stored (decision 535).
 */
const importCsv = toRoute(importCoupons, {
  input: async ({ request }) => {
    const type = request.headers.get("content-type") ?? "";
    if (/^multipart\/form-data/i.test(type)) {
      const file = await readMultipartFile(request, limit);
      if (!file) throw new AppError("invalid_file", IMPORT_MESSAGES.unreadable);
      return { file };
    }
    if (!/^text\/(csv|plain)/i.test(type))
      throw new AppError("unsupported_media_type", "Send the file as text/csv or as a multipart field named file.");
    return { file: await readBytes(request, limit) };
  },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api("partner", { POST: importCsv });
