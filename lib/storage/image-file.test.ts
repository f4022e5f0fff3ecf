import { describe, expect, it } from "vitest";
import { checkImage, imageDimensions, MAX_IMAGE_BYTES, sniffImage } from "./image-file";

const bytes = (...b: number[]) => Uint8Array.from(b);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const GIF = new TextEncoder().encode("GIF89a....");
const WEBP = new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ");

describe("image checks", () => {
  it.each([
    [JPEG, "photo.jpeg", "jpg"],
    [JPEG, "photo.JPG", "jpg"],
    [PNG, "a.png", "png"],
    [GIF, "a.gif", "gif"],
    [WEBP, "a.webp", "webp"],
  ])("accepts %#: %s", (data, name, ext) => {
    const result = checkImage(data, name);
    expect(result.ok && result.kind.ext).toBe(ext);
  });

  it.each([
    [new TextEncoder().encode("<html></html>"), "page.png"],
    [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), "icon.svg"],
    [PNG, "shell.php"],
    [PNG, "png"],
    [bytes(), "empty.png"],
    [new TextEncoder().encode("RIFF\0\0\0\0WAVE"), "sound.webp"],
  ])("rejects %#: %s with 'Invalid file type' [security 14]", (data, name) => {
    expect(checkImage(data, name)).toEqual({ ok: false, error: "Invalid file type" });
  });

  it("allows exactly 5 MB and rejects one byte more [security 14]", () => {
    const exact = new Uint8Array(MAX_IMAGE_BYTES);
    exact.set(PNG);
    expect(checkImage(exact, "a.png").ok).toBe(true);
    const over = new Uint8Array(MAX_IMAGE_BYTES + 1);
    over.set(PNG);
    expect(checkImage(over, "a.png")).toEqual({ ok: false, error: "File size exceeds 5MB" });
  });

  it("names the type from the bytes", () => {
    expect(sniffImage(PNG)?.contentType).toBe("image/png");
    expect(sniffImage(bytes(1, 2, 3))).toBeNull();
  });
});

// The first import of sharp loads its native library: seconds on a busy machine.
describe("image dimensions (media library, decision 626)", { timeout: 30_000 }, () => {
  it.each(["png", "jpg", "webp", "gif"] as const)("reads a %s's width and height from its header", async (ext) => {
    const { default: sharp } = await import("sharp");
    const image = sharp({ create: { width: 37, height: 21, channels: 3, background: "#0a7" } });
    const format = ext === "jpg" ? "jpeg" : ext;
    const data = new Uint8Array(await image.toFormat(format).toBuffer());
    expect(imageDimensions(data, ext)).toEqual({ width: 37, height: 21 });
  });

  it("reads a progressive JPEG and a lossless WebP", async () => {
    const { default: sharp } = await import("sharp");
    const image = () => sharp({ create: { width: 640, height: 427, channels: 4, background: "#fff0" } });
    const jpeg = new Uint8Array(await image().jpeg({ progressive: true }).toBuffer());
    const webp = new Uint8Array(await image().webp({ lossless: true }).toBuffer());
    expect(imageDimensions(jpeg, "jpg")).toEqual({ width: 640, height: 427 });
    expect(imageDimensions(webp, "webp")).toEqual({ width: 640, height: 427 });
  });

  it("answers null for a PNG header past PNG's own ceiling, which the database could not store either", async () => {
    const { default: sharp } = await import("sharp");
    const png = new Uint8Array(
      await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
    );
    new DataView(png.buffer).setUint32(16, 0xffffffff); // the IHDR width
    expect(imageDimensions(png, "png")).toBeNull();
    new DataView(png.buffer).setUint32(16, 2 ** 31 - 1);
    expect(imageDimensions(png, "png")).toEqual({ width: 2 ** 31 - 1, height: 2 });
  });

  it("answers null for a header cut short", () => {
    expect(imageDimensions(PNG, "png")).toBeNull();
    expect(imageDimensions(JPEG, "jpg")).toBeNull();
    expect(imageDimensions(WEBP, "webp")).toBeNull();
  });
});
