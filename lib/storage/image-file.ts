// Uploaded images are identified by their bytes, never by the name or type the client claims.
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_ERRORS = { type: "Invalid file type", size: "File size exceeds 5MB" } as const;

export type ImageKind = { ext: "jpg" | "png" | "gif" | "webp"; contentType: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: "jpg", contentType: "image/jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: "png", contentType: "image/png" };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { ext: "gif", contentType: "image/gif" };
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: "webp", contentType: "image/webp" };
  }
  return null;
}

const ALLOWED_NAME = /\.(jpe?g|png|gif|webp)$/i;

export type ImageCheck = { ok: true; kind: ImageKind } | { ok: false; error: string };

/** The spec's rules: jpeg, jpg, png, gif, webp ('Invalid file type'); at most 5 MB ('File size exceeds 5MB'). */
export function checkImage(bytes: Uint8Array, fileName: string): ImageCheck {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, error: IMAGE_ERRORS.size };
  const kind = sniffImage(bytes);
  if (!kind || !ALLOWED_NAME.test(fileName)) return { ok: false, error: IMAGE_ERRORS.type };
  return { ok: true, kind };
}

export const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};
