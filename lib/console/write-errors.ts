import "server-only";
import { AppError } from "@/lib/errors";

export const STALE_EDIT_MESSAGE =
  "Someone else saved this since you opened it. Your text is still here: copy it, reload the page to see their version, then apply your change again.";

function isRecordNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2025";
}

/**
 * An update or delete that found no row: it was deleted meanwhile (404), or, when the editor's version
 * was checked, changed meanwhile (409). Nothing was written either way.
 */
export async function explainMissingRow<T>(
  write: Promise<T>,
  stillExists: () => Promise<boolean>,
  label: string,
): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!isRecordNotFound(error)) throw error;
    if (await stillExists()) throw new AppError("conflict", STALE_EDIT_MESSAGE);
    throw new AppError("not_found", `${label} not found. It may have been deleted.`);
  }
}
