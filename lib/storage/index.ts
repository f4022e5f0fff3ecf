import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { recordUploadWithin, storedBytes, type UploadOwner } from "@/lib/data/uploads";
import { getEnv } from "@/lib/env";
import { blobStore, localStore, type FileStore } from "./file-store";
import { IMAGE_ERRORS, checkImage, imageDimensions } from "./image-file";
import { AppError, isDatabaseUnavailable } from "@/lib/errors";
import { UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_MESSAGE } from "@/lib/limits/rules";

export function uploadsDir(): string {
  return path.join(getEnv().dataDir, "uploads");
}

export function getFileStore(): FileStore {
  const token = getEnv().BLOB_READ_WRITE_TOKEN;
  return token ? blobStore(token) : localStore(uploadsDir());
}

export type SaveImageResult = { ok: true; url: string; id: string } | { ok: false; error: string };

/** The uploader's file name as the media library shows it: its last path part, at most 200 characters. */
const shownFileName = (name: string) => name.split(/[\\/]/).pop()!.trim().slice(0, 200) || null;

const quotaOf = (owner: UploadOwner) => ("partnerId" in owner ? UPLOAD_QUOTA_BYTES.partner : UPLOAD_QUOTA_BYTES.staff);

/**
 * Checks an uploaded image by its bytes, stores it under a server-generated name and records it
 * against its owner's quota (decision 801). A file that would pass the quota is refused before it is
 * written; one that lost a race for the last space is removed again: either way nothing is kept.
 */
export async function saveImage(file: File, owner: UploadOwner | null = null): Promise<SaveImageResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkImage(bytes, file.name);
  if (!check.ok) return check;
  const quota = owner ? quotaOf(owner) : Infinity;
  if (owner && (await storedBytes(owner)) + bytes.byteLength > quota) return { ok: false, error: UPLOAD_QUOTA_MESSAGE };
  const key = `${Date.now().toString(36)}-${randomBytes(12).toString("hex")}.${check.kind.ext}`;
  const store = getFileStore();
  const { url } = await store.put(key, bytes, check.kind.contentType);
  const record = {
    key,
    url,
    contentType: check.kind.contentType,
    size: bytes.byteLength,
    fileName: shownFileName(file.name),
    ...imageDimensions(bytes, check.kind.ext),
  };
  const row = await recordUploadWithin(owner, record, quota).catch(async (error: unknown) => {
    await store.delete(key, url).catch(() => {});
    throw error;
  });
  if (row) return { ok: true, url, id: row.id };
  await store.delete(key, url);
  return { ok: false, error: UPLOAD_QUOTA_MESSAGE };
}

export const UPLOAD_FAILED_MESSAGE = "Image upload failed";
/** The multipart envelope (boundaries, part headers) around a 5 MB file. */
export const UPLOAD_ENVELOPE_BYTES = 16 * 1024;

/**
 * An uploaded image, checked and stored, or an AppError with the spec's messages: 413 'File size
 * exceeds 5MB', 415 'Invalid file type', 400 'Image upload failed' for no file, 413 when the owner's
 * storage is full; a store that fails is 502, never a 500 (a database outage stays an outage).
 */
export async function storeImage(
  file: File | null,
  owner: UploadOwner | null = null,
): Promise<{ url: string; id: string }> {
  if (!file || file.size === 0) throw new AppError("upload_failed", UPLOAD_FAILED_MESSAGE);
  let saved: SaveImageResult;
  try {
    saved = await saveImage(file, owner);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    console.error("[upload] storing an image failed", error);
    throw new AppError("bad_gateway", UPLOAD_FAILED_MESSAGE);
  }
  if (saved.ok) return { url: saved.url, id: saved.id };
  const code =
    saved.error === IMAGE_ERRORS.size
      ? "file_too_large"
      : saved.error === UPLOAD_QUOTA_MESSAGE
        ? "quota_exceeded"
        : "invalid_file_type";
  throw new AppError(code, saved.error);
}
