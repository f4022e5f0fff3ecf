import { readCappedBody } from "@/lib/api/capped-body";
import { partnerError, partnerJson } from "@/lib/api/partner-errors";
import { partnerApiRoute } from "@/lib/auth/route";
import { saveImage } from "@/lib/storage";
import { IMAGE_ERRORS, MAX_IMAGE_BYTES } from "@/lib/storage/image-file";
import { writeAudit } from "@/lib/staff/audit";
import { staffRoute } from "@/lib/staff/route";

const ENVELOPE_BYTES = 16 * 1024;
const failed = () => partnerError(400, "upload_failed", "Image upload failed");

/**
 * POST /api/admin/uploads (multipart, field `file`) -> `{ data: { url } }`: an image for a post or a
 * service, checked by its bytes and stored under a generated name through the storage adapter.
 */
const upload = staffRoute("content.write", async (request, { session, ip }) => {
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
  const saved = await saveImage(file);
  if (!saved.ok) return partnerError(saved.error === IMAGE_ERRORS.size ? 413 : 415, "invalid_file", saved.error);
  await writeAudit(
    { staffId: session.staffId, email: session.email, ip },
    { action: "upload.create", entityType: "Upload", entityId: saved.id, summary: `Uploaded an image (${saved.url})` },
  );
  return partnerJson({ url: saved.url }, { status: 201 });
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = partnerApiRoute({ POST: upload });
