import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { blobStore, localStore, type FileStore } from "./file-store";
import { checkImage } from "./image-file";

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
  const row = await db.upload.create({
    data: { key, url, contentType: check.kind.contentType, size: bytes.byteLength, partnerId: owner.partnerId ?? null },
  });
  return { ok: true, url, id: row.id };
}
