"use server";

import { requirePartner } from "@/lib/auth/current-partner";
import { saveImage } from "@/lib/storage";
import { IMAGE_ERRORS, MAX_IMAGE_BYTES } from "@/lib/storage/image-file";
import { actionFailure, type ActionResult } from "./partner-action";

const UPLOAD_FAILED_MESSAGE = "Image upload failed";

/**
 * The coupon form's image picker: `uploadImageAction(formData)` with the file under `file`. The partner
 * wrapper reads only text fields, so this one authenticates the same way by hand. Next caps an action's
 * body at 1 MB by default, so a screen uploading up to 5 MB posts to /api/v1/upload instead (decision 501).
 */
export async function uploadImageAction(formData: FormData): Promise<ActionResult<{ secure_url: string }>> {
  try {
    const session = await requirePartner();
    const file = formData.get("file");
    if (!(file instanceof File) || file.size === 0) return { ok: false, formError: UPLOAD_FAILED_MESSAGE };
    if (file.size > MAX_IMAGE_BYTES) return { ok: false, formError: IMAGE_ERRORS.size };
    const saved = await saveImage(file, { partnerId: session.partnerId });
    if (!saved.ok) return { ok: false, formError: saved.error };
    return { ok: true, data: { secure_url: saved.url } };
  } catch (error) {
    const failure = actionFailure(error);
    if (failure.ok) return failure;
    return failure.code === "internal_error" ? { ...failure, formError: UPLOAD_FAILED_MESSAGE } : failure;
  }
}
