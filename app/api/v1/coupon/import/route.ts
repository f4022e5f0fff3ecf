import { readCappedBody } from "@/lib/api/capped-body";
import { partnerError, partnerJson } from "@/lib/api/partner-errors";
import { authenticatedPartnerRoute, partnerApiRoute } from "@/lib/auth/route";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "@/lib/coupons/csv-import";
import { importCouponsCsv } from "@/lib/coupons/import-coupons";

/** The multipart envelope around a 512 KB file. */
const ENVELOPE_BYTES = 16 * 1024;

/**
 * POST /api/v1/coupon/import with a CSV body (`text/csv`) or a multipart field `file`: 201 with the
 * number imported, or 400 with every failing row and nothing stored (decision 535).
 */
const importCsv = authenticatedPartnerRoute(async (request, { session }) => {
  const type = request.headers.get("content-type") ?? "";
  const raw = await readCappedBody(request, IMPORT_LIMITS.bytes + ENVELOPE_BYTES);
  if (!raw) return partnerError(413, "file_too_large", IMPORT_MESSAGES.tooLarge);
  let bytes: Uint8Array = raw;
  if (/^multipart\/form-data/i.test(type)) {
    const file = await new Response(raw, { headers: { "content-type": type } })
      .formData()
      .then((form) => form.get("file"))
      .catch(() => null);
    if (!(file instanceof File)) return partnerError(400, "invalid_file", IMPORT_MESSAGES.unreadable);
    bytes = new Uint8Array(await file.arrayBuffer());
  } else if (!/^text\/(csv|plain)/i.test(type)) {
    return partnerError(415, "unsupported_media_type", "Send the file as text/csv or as a multipart field named file.");
  }
  const { status, answer } = await importCouponsCsv(session.partnerId, bytes);
  if (answer.ok) return partnerJson(answer, { status, message: `Imported ${answer.imported} coupons` });
  return Response.json(
    {
      error: {
        code: status === 400 ? "validation_failed" : "import_refused",
        message: answer.message,
        rows: answer.rows,
      },
      message: answer.message,
    },
    { status },
  );
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ POST: importCsv });
