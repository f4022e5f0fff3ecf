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

const MAX_DIMENSION = 2 ** 31 - 1;

/** An image's size in pixels, read from its header (the media library shows it); null when unreadable. */
export function imageDimensions(bytes: Uint8Array, ext: ImageKind["ext"]): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG's own ceiling (2^31 - 1), which is also the database column's: a header claiming more is unreadable.
  const size = (width: number, height: number) =>
    width > 0 && height > 0 && width <= MAX_DIMENSION && height <= MAX_DIMENSION ? { width, height } : null;
  try {
    if (ext === "png") return size(view.getUint32(16), view.getUint32(20));
    if (ext === "gif") return size(view.getUint16(6, true), view.getUint16(8, true));
    if (ext === "webp") return webpDimensions(bytes, view, size);
    return jpegDimensions(bytes, view, size);
  } catch {
    return null; // a header shorter than it claims (RangeError)
  }
}

type Size = (width: number, height: number) => { width: number; height: number } | null;

function webpDimensions(bytes: Uint8Array, view: DataView, size: Size) {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === "VP8X")
    return size(1 + (view.getUint32(24, true) & 0xffffff), 1 + (view.getUint32(27, true) & 0xffffff));
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return size(1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff));
  }
  if (chunk === "VP8 ") return size(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  return null;
}

/** The first start-of-frame marker's height and width (baseline, progressive and the rest). */
function jpegDimensions(bytes: Uint8Array, view: DataView, size: Size) {
  let at = 2;
  while (at + 9 < bytes.byteLength) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return size(view.getUint16(at + 7), view.getUint16(at + 5));
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}
