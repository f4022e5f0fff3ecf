import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, inject } from "vitest";
import { db } from "@/lib/db";
import { saveImage } from "@/lib/storage";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe("local uploads", () => {
  it("stores an image under a server-generated name and records it", async () => {
    const result = await saveImage(new File([PNG], "../../etc/passwd.png", { type: "image/png" }));
    if (!result.ok) throw new Error(result.error);
    expect(result.url).toMatch(/^\/uploads\/[a-z0-9]+-[0-9a-f]{24}\.png$/);
    const key = result.url.slice("/uploads/".length);
    expect(existsSync(path.join(inject("dataDir"), "uploads", key))).toBe(true);
    expect(await db.upload.findUniqueOrThrow({ where: { key } })).toMatchObject({
      contentType: "image/png",
      size: PNG.byteLength,
    });
  });

  it("rejects what is not an allowed image with the spec's messages and stores nothing", async () => {
    const since = new Date();
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect(await saveImage(new File([html], "photo.png"))).toEqual({ ok: false, error: "Invalid file type" });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await saveImage(new File([svg], "logo.svg"))).toEqual({ ok: false, error: "Invalid file type" });
    expect(await saveImage(new File([PNG], "shell.php"))).toEqual({ ok: false, error: "Invalid file type" });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await saveImage(new File([big], "big.png"))).toEqual({ ok: false, error: "File size exceeds 5MB" });
    // No record of any refused file since the test began (other files store their own images meanwhile, so
    // the refused contents are matched by size: the PNG renamed .php has the bytes of a valid image).
    const refusedSizes = [html.byteLength, svg.byteLength, big.byteLength];
    expect(await db.upload.count({ where: { createdAt: { gte: since }, size: { in: refusedSizes } } })).toBe(0);
  });
});
