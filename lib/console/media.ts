import "server-only";
import { db } from "@/lib/db";
import { deleteMediaRecord, listMedia, lockMediaItem, type MediaItem } from "@/lib/data/media";
import { uploadInUse } from "@/lib/data/uploads";
import { AppError } from "@/lib/errors";
import { toMediaChoice } from "@/lib/format/media";
import type { MediaChoice } from "@/lib/model/media";
import { assertCan } from "@/lib/staff/session";
import { getFileStore } from "@/lib/storage";
import { audit, type StaffContext } from "./context";

// The media library (decision 626): every staff member who writes posts and services sees the images
// uploaded for them, and may reuse any of them. Deleting is refused while anything uses the image, and
// an editor deletes only what they uploaded; admins may delete anyone's unused upload.

export const MEDIA_PAGE_SIZE = 24;

/** How many images the editor's "Choose from the library" offers: the newest. */
export const MEDIA_CHOICES = 48;

export type MediaPage = { items: MediaItem[]; total: number; page: number; pages: number };

/** One page of the library, newest first (page 1 is the first; past the last: the last). */
export async function listMediaLibrary({ session }: StaffContext, page = 1): Promise<MediaPage> {
  assertCan(session, "content.write");
  const wanted = Math.max(1, Math.trunc(page) || 1);
  let result = await listMedia({ skip: (wanted - 1) * MEDIA_PAGE_SIZE, take: MEDIA_PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(result.total / MEDIA_PAGE_SIZE));
  const current = Math.min(wanted, pages);
  if (current !== wanted) result = await listMedia({ skip: (current - 1) * MEDIA_PAGE_SIZE, take: MEDIA_PAGE_SIZE });
  return { ...result, page: current, pages };
}

/** The newest uploads, for the post and service editors' library picker. */
export async function mediaChoices({ session }: StaffContext): Promise<MediaChoice[]> {
  assertCan(session, "content.write");
  return (await listMedia({ skip: 0, take: MEDIA_CHOICES })).items.map(toMediaChoice);
}

/** Why an item cannot be deleted, in the words the library shows; null when it may be. */
export function deleteRefusal(
  item: MediaItem,
  session: StaffContext["session"],
  inUse: boolean,
): { code: "forbidden" | "conflict"; message: string } | null {
  if (session.role !== "ADMIN" && item.uploadedBy?.id !== session.staffId)
    return {
      code: "forbidden",
      message: "Editors can delete only the images they uploaded. Ask an admin to delete this one.",
    };
  if (item.usedBy.length > 0) {
    const more = item.usedBy.length > 1 ? ` and ${item.usedBy.length - 1} more` : "";
    const first = item.usedBy[0]!;
    return {
      code: "conflict",
      message: `This image is used by the ${first.kind} “${first.title}”${more}. Remove it there first, then delete it here.`,
    };
  }
  if (inUse)
    return {
      code: "conflict",
      message: "This image is still in use. Remove it where it is used first, then delete it here.",
    };
  return null;
}

/**
 * Deletes an unused library image: its record with the audit entry in one transaction (the row locked
 * while its uses are checked), then its file. A file the store could not remove is logged; its record is
 * gone, so nothing offers it again.
 */
export async function deleteMedia(ctx: StaffContext, id: string): Promise<{ fileName: string }> {
  assertCan(ctx.session, "content.write");
  const item = await db.$transaction(async (tx) => {
    const found = await lockMediaItem(id, tx);
    if (!found) throw new AppError("not_found", "This image is no longer in the library.");
    const refusal = deleteRefusal(found, ctx.session, await uploadInUse(found.id, tx));
    if (refusal) throw new AppError(refusal.code, refusal.message);
    await deleteMediaRecord(id, tx);
    await audit(
      ctx,
      {
        action: "upload.delete",
        entityType: "Upload",
        entityId: id,
        summary: `Deleted the image ${found.fileName ?? found.key} from the media library`,
        before: { url: found.url, fileName: found.fileName, size: found.size },
      },
      tx,
    );
    return found;
  });
  await getFileStore()
    .delete(item.key, item.url)
    .catch((error: unknown) => console.error(`[media] could not remove the file ${item.key}`, error));
  return { fileName: item.fileName ?? item.key };
}
