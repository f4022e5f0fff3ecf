import "server-only";
import { deleteUploadRecord, markOrphanUploads, orphanUploadsSince } from "@/lib/data/uploads";
import { ORPHAN_UPLOAD_GRACE_MS } from "@/lib/limits/rules";
import { getFileStore } from "./index";

export type CleanupResult = { marked: number; deleted: number; failed: number };

const BATCH = 500;

/**
 * Removes uploads no coupon, post, service or avatar has used for `graceMs` (decision 801): each run
 * marks the unused ones, and deletes those marked at least `graceMs` before `now`, file first, then its
 * record (a file the store could not delete keeps its record and is tried again on the next run). An
 * image becomes unused by an unsaved form, a replaced image, or a deleted coupon whose undo window
 * (10 minutes) the grace covers many times over.
 */
export async function cleanupOrphanUploads(
  now: Date,
  { graceMs = ORPHAN_UPLOAD_GRACE_MS, batch = BATCH } = {},
): Promise<CleanupResult> {
  const marked = await markOrphanUploads(now);
  const orphans = await orphanUploadsSince(new Date(now.getTime() - graceMs), batch);
  const store = getFileStore();
  let deleted = 0;
  let failed = 0;
  for (const upload of orphans) {
    try {
      await store.delete(upload.key, upload.url);
      await deleteUploadRecord(upload.id);
      deleted++;
    } catch (error) {
      failed++;
      console.error(`[uploads] could not remove ${upload.key}`, error);
    }
  }
  return { marked, deleted, failed };
}
