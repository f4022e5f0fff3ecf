import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { recordUpload } from "@/lib/data/uploads";
import { getEnv } from "@/lib/env";
import { blobStore, localStore, type FileStore } from "./file-store";
import { IMAGE_ERRORS, checkImage } from "./image-file";
import { AppError, isDatabaseUnavailable } from "@/lib/errors";

export function uploadsDir(): string {
  return path.join(getEnv().dataDir, "uploads");
}

export function getFileStore(): FileStore {
  const token = getEnv().BLOB_READ_WRITE_TOKEN;
  return token ? blobStore(token) : localStore(uploadsDir());
}

export type SaveImageResult = { ok: true; url: string; id: string } | { ok: false; error: string };

/** Checks an uploaded image by its bytes, stores it under a server-generated name and records it. */
export async function saveImage(file: File, owner: { partnerId?: string } = {}): Promise<SaveImageResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkImage(bytes, file.name);
  if (!check.ok) return check;
  const key = `${Date.now().toString(36)}-${randomBytes(12).toString("hex")}.${check.kind.ext}`;
  const { url } = await getFileStore().put(key, bytes, check.kind.contentType);
  const row = await recordUpload({
    key,
    url,
    contentType: check.kind.contentType,
    size: bytes.byteLength,
    partnerId: owner.partnerId ?? null,
  });
  return { ok: true, url, id: row.id };
}

export const UPLOAD_FAILED_MESSAGE = "Image upload failed";
/** The multipart envelope (boundaries, part headers) around a 5 MB file. */
export const UPLOAD_ENVELOPE_BYTES = 16 * 1024;

/**
 * An uploaded image, checked and stored, or an AppError with the spec's messages: 413 'File size
 * exceeds 5MB', 415 'Invalid file type', 400 'Image upload failed' for no file; a store that fails is
 * 502, never a 500 (a database outage stays an outage).
 */
export async function storeImage(
  file: File | null,
  owner: { partnerId?: string } = {},
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
  if (!saved.ok)
    throw new AppError(saved.error === IMAGE_ERRORS.size ? "file_too_large" : "invalid_file_type", saved.error);
  return { url: saved.url, id: saved.id };
}
