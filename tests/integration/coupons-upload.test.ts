import { describe, expect, it } from "vitest";
import * as upload from "@/app/api/v1/upload/route";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { storedImageUrl } from "@/lib/model/site-url";
import { partnerWithToken } from "./coupon-helpers";
import { cookie } from "./partner-helpers";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const MB5 = 5 * 1024 * 1024;

function uploadRequest(auth: Record<string, string>, file: Blob | string | null, name = "photo.png") {
  const form = new FormData();
  if (file instanceof Blob) form.set("file", file, name);
  else if (file !== null) form.set("file", file);
  return new Request("http://localhost/api/v1/upload", { method: "POST", headers: auth, body: form });
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("POST /api/v1/upload (SECURITY 14)", () => {
  it("stores an image under a server-generated name and answers secure_url absolute (decision 825)", async () => {
    const { id, auth } = await partnerWithToken("upload");
    const { status, body } = await answer(await upload.POST(uploadRequest(auth, new Blob([PNG]), "../../x.png")));
    expect(status).toBe(201);
    const origin = getEnv().APP_URL;
    expect(body.secure_url).toMatch(/^https?:\/\/[^/]+\/uploads\/[a-z0-9]+-[0-9a-f]{24}\.png$/);
    expect((body.secure_url as string).startsWith(`${origin}/uploads/`)).toBe(true);
    expect(body.url).toBe(body.secure_url);
    expect(body.data).toEqual({ secure_url: body.secure_url, url: body.secure_url });
    // Stored as its site path, as the coupon form keeps it (lib/model/site-url.ts).
    const [row] = await db.upload.findMany({ where: { partnerId: id } });
    expect(row!.url).toBe(storedImageUrl(body.secure_url as string, origin));
    expect(row!.url).toMatch(/^\/uploads\//);
    // The client's name is kept only to be shown (its last part), never as the key.
    expect(row!.fileName).toBe("x.png");
  });

  it("rejects 5 MB + 1 byte, .php, HTML renamed .png and .svg with the spec's messages [security 14]", async () => {
    const { id, auth } = await partnerWithToken("upload-bad");
    const big = new Uint8Array(MB5 + 1);
    big.set(PNG);
    const exact = new Uint8Array(MB5);
    exact.set(PNG);
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: [Blob | string | null, string, string][] = [
      [new Blob([big]), "big.png", "File size exceeds 5MB"],
      [new Blob([PNG]), "shell.php", "Invalid file type"],
      [new Blob([html]), "page.png", "Invalid file type"],
      [new Blob([svg]), "logo.svg", "Invalid file type"],
      ["not a file", "x", "Image upload failed"],
      [null, "x", "Image upload failed"],
    ];
    for (const [file, name, message] of cases) {
      const { status, body } = await answer(await upload.POST(uploadRequest(auth, file, name)));
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(body.message).toBe(message);
    }
    expect(await db.upload.count({ where: { partnerId: id } })).toBe(0);
    expect((await upload.POST(uploadRequest(auth, new Blob([exact]), "exact.png"))).status).toBe(201);
  });

  it("refuses a declared body over the cap before reading it, a non-multipart body, no token and cross-site [security 10] [security 14]", async () => {
    const { auth, token } = await partnerWithToken("upload-cap");
    const huge = new Request("http://localhost/api/v1/upload", {
      method: "POST",
      headers: { ...auth, "content-type": "multipart/form-data; boundary=x", "content-length": String(50 * MB5) },
      body: "--x--",
    });
    expect(await answer(await upload.POST(huge))).toMatchObject({
      status: 413,
      body: { message: "File size exceeds 5MB" },
    });
    const json = new Request("http://localhost/api/v1/upload", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: "{}",
    });
    expect((await answer(await upload.POST(json))).body.message).toBe("Image upload failed");
    expect((await upload.POST(uploadRequest({}, new Blob([PNG])))).status).toBe(401);
    const crossSite = uploadRequest({ ...cookie(token), "sec-fetch-site": "cross-site" }, new Blob([PNG]));
    expect((await upload.POST(crossSite)).status).toBe(403);
    expect((await upload.GET(new Request("http://localhost/api/v1/upload"))).status).toBe(405);
  });
});
