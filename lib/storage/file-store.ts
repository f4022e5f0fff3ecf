import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { del, put } from "@vercel/blob";

/** One interface for where uploaded files live. */
export interface FileStore {
  readonly name: "vercel-blob" | "local";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }>;
  delete(key: string, url: string): Promise<void>;
}

export const LOCAL_UPLOAD_PREFIX = "/uploads/";
const SAFE_KEY = /^[a-z0-9][a-z0-9-]*\.(jpg|png|gif|webp)$/;

export function localStore(dir: string): FileStore & { read(key: string): Promise<Uint8Array | null> } {
  const fileFor = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error("Invalid storage key");
    return path.join(dir, key);
  };
  return {
    name: "local",
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(fileFor(key), bytes, { flag: "wx" });
      return { url: `${LOCAL_UPLOAD_PREFIX}${key}` };
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    async read(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return await readFile(fileFor(key));
      } catch {
        return null;
      }
    },
  };
}

export function blobStore(token: string): FileStore {
  return {
    name: "vercel-blob",
    async put(key, bytes, contentType) {
      const blob = await put(`uploads/${key}`, Buffer.from(bytes), {
        access: "public",
        contentType,
        token,
        addRandomSuffix: false,
      });
      return { url: blob.url };
    },
    async delete(_key, url) {
      await del(url, { token });
    },
  };
}
