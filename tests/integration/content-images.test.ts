import { request as httpRequest, createServer, type Server } from "node:http";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Decision 616: a post's or a service's new images must be our own uploads or https addresses that
// answer as images. The network is a local plain-HTTP stand-in reached through the probe's transport
// seam, behind a fake DNS: nothing leaves this machine.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));
vi.mock("next/headers", () => import("../shared/next-runtime").then((m) => m.nextHeaders));
const { request: browser } = await import("../shared/next-runtime");

const { probeImage } = await import("@/lib/http/outbound/image-probe");
const { checkNewImages } = await import("@/lib/console/content/images");
const { posts } = await import("@/lib/console/content/posts");
const { services } = await import("@/lib/console/content/services");
const { saveContent } = await import("@/lib/console/content/workflow");
const { savePostAction } = await import("@/lib/actions/staff/save-post");
const { db } = await import("@/lib/db");
const { getEnv } = await import("@/lib/env");
const { STAFF_COOKIE } = await import("@/lib/staff/cookie-names");
const { postFormSchema, serviceFormSchema } = await import("@/lib/validations/staff");
const { recordedUpload } = await import("./content-helpers");
const { fromIp, uniqueIp } = await import("./public-helpers");
const { staffContext, staffToken } = await import("./staff-helpers");
type Transport = import("@/lib/http/outbound/image-probe").Transport;

/** The stand-in image host: what a few real hosts answer, over plain HTTP on this machine. */
const ROUTES: Record<string, { status: number; type?: string; location?: string; head?: number }> = {
  "/cover.png": { status: 200, type: "image/png" },
  "/photo.jpg": { status: 200, type: "image/jpeg", head: 405 },
  "/article": { status: 200, type: "text/html; charset=utf-8" },
  "/moved": { status: 301, location: "https://images.test/cover.png" },
  "/to-metadata": { status: 302, location: "https://169.254.169.254/latest/meta-data/" },
};
const seen: { host: string | undefined; method: string | undefined; path: string | undefined }[] = [];
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ host: req.headers.host, method: req.method, path: req.url });
    const route = ROUTES[req.url ?? ""];
    if (!route) return void res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
    if (req.method === "HEAD" && route.head) return void res.writeHead(route.head).end();
    res.writeHead(route.status, {
      ...(route.type ? { "content-type": route.type } : {}),
      ...(route.location ? { location: route.location } : {}),
    });
    res.end(req.method === "GET" ? "0123456789" : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The transport seam: the checked request, sent to the stand-in instead of the host's address. */
const standIn: Transport = ({ url, method, headers, signal }) =>
  new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: url.pathname + url.search,
        method,
        headers: { ...headers, host: url.host },
        signal,
      },
      (res) => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
        res.destroy();
      },
    );
    req.on("error", reject);
    req.end();
  });
const DNS: Record<string, string[]> = { "images.test": ["93.184.216.34"], "intranet.test": ["10.20.30.40"] };
const probe = vi.fn((url: string) =>
  probeImage(url, {
    transport: standIn,
    resolve: async (host) => {
      const found = DNS[host];
      if (!found) throw new Error(`ENOTFOUND ${host}`);
      return found.map((address) => ({ address, family: 4 as const }));
    },
  }),
);

const unique = () => randomUUID().slice(0, 8);
/** One line of alt text per image, so only the images' own check can refuse them. */
const altsFor = (images = "") =>
  images
    .split("\n")
    .map((_, i) => `Image ${i + 1}`)
    .join("\n");
const postForm = (fields: Record<string, string>) =>
  postFormSchema.parse({
    title: `Broken image ${unique()}`,
    description: "Long text\nkept as typed.",
    imageAlts: altsFor(fields.images),
    ...fields,
  });

describe("checking the images of a post or a service", () => {
  it("accepts our own uploads without asking the network, by path or with the site's origin", async () => {
    const upload = await recordedUpload("cover");
    probe.mockClear();
    expect(await checkNewImages([upload, `${getEnv().APP_URL}${upload}`], [], probe)).toEqual([]);
    expect(probe).not.toHaveBeenCalled();
  });

  it("refuses a site path that is no upload of ours", async () => {
    const [unknownUpload, staticPath] = await checkNewImages(
      ["/uploads/nothing-0123456789abcdef01234567.png", "/images/blog/typo.svg"],
      [],
      probe,
    );
    expect(unknownUpload).toBe(
      "The image at /uploads/nothing-0123456789abcdef01234567.png could not be loaded: it is not an image uploaded here. Check the address, or upload the image.",
    );
    expect(staticPath).toMatch(/^The image at \/images\/blog\/typo\.svg could not be loaded/);
  });

  it("asks an https address once, with HEAD or a ranged GET, and takes image types only", async () => {
    seen.length = 0;
    expect(await checkNewImages(["https://images.test/cover.png", "https://images.test/photo.jpg"], [], probe)).toEqual(
      [],
    );
    expect(seen).toEqual(
      expect.arrayContaining([
        { host: "images.test", method: "HEAD", path: "/cover.png" },
        { host: "images.test", method: "HEAD", path: "/photo.jpg" },
        { host: "images.test", method: "GET", path: "/photo.jpg" },
      ]),
    );
    expect(seen).toHaveLength(3);
    expect(await checkNewImages(["https://images.test/moved"], [], probe)).toEqual([]);

    const problems = await checkNewImages(
      [
        "https://images.test/missing.png",
        "https://images.test/article",
        "https://intranet.test/logo.png",
        "https://images.test/to-metadata",
        "http://images.test/cover.png",
        "https://nowhere.test/a.png",
      ],
      [],
      probe,
    );
    expect(problems).toEqual([
      "The image at https://images.test/missing.png could not be loaded: it answered 404 (not found). Check the address, or upload the image.",
      "The image at https://images.test/article could not be loaded: it is not an image but text/html. Check the address, or upload the image.",
      "The image at https://intranet.test/logo.png could not be loaded: it is not on the public internet. Check the address, or upload the image.",
      "The image at https://images.test/to-metadata could not be loaded: it is not on the public internet. Check the address, or upload the image.",
      "The image at http://images.test/cover.png could not be loaded: only https addresses are accepted. Check the address, or upload the image.",
      "The image at https://nowhere.test/a.png could not be loaded: its website was not found. Check the address, or upload the image.",
    ]);
  });

  it("does not check again an image the record already had", async () => {
    probe.mockClear();
    expect(
      await checkNewImages(["https://images.test/missing.png"], ["https://images.test/missing.png"], probe),
    ).toEqual([]);
    expect(probe).not.toHaveBeenCalled();
  });
});

describe("saving with an image that does not load", () => {
  it("refuses a draft and a publication of a post, writes nothing, and says which image", async () => {
    const ctx = await staffContext("EDITOR");
    for (const intent of ["save", "publish"] as const) {
      const form = postForm({ images: "https://images.test/cover.png\nhttps://images.test/missng.png", intent });
      await expect(saveContent(posts, ctx, form, { probe })).rejects.toMatchObject({
        code: "validation_failed",
        extra: {
          fieldErrors: {
            images: [expect.stringMatching(/^The image at https:\/\/images\.test\/missng\.png could not be loaded/)],
          },
        },
      });
      expect(await db.blogPost.count({ where: { title: form.title } })).toBe(0);
    }
    expect(await db.auditLog.count({ where: { actorEmail: ctx.session.email } })).toBe(0);
  });

  it("saves once the address is right; an edit keeps an image that stopped loading, but adds no broken one", async () => {
    const ctx = await staffContext("EDITOR");
    ROUTES["/soon-gone.png"] = { status: 200, type: "image/png" };
    const form = postForm({ images: "https://images.test/soon-gone.png", intent: "save" });
    const saved = await saveContent(posts, ctx, form, { probe });
    expect(saved.images).toEqual(["https://images.test/soon-gone.png"]);
    delete ROUTES["/soon-gone.png"];
    const edit = (images: string) =>
      saveContent(posts, ctx, postForm({ id: saved.id, title: form.title, description: "New text", images }), {
        probe,
      });
    expect((await edit("https://images.test/soon-gone.png")).description).toBe("New text");
    await expect(edit("https://images.test/soon-gone.png\nhttps://images.test/gone-too.png")).rejects.toMatchObject({
      code: "validation_failed",
    });
  });

  it("checks a service's images the same way", async () => {
    const ctx = await staffContext("EDITOR");
    const form = serviceFormSchema.parse({
      title: `Image check ${unique()}`,
      tagLine: "Checked images",
      description: "Text",
      images: "https://intranet.test/desktop.png",
      imageAlts: "The app on a laptop",
    });
    await expect(saveContent(services, ctx, form, { probe })).rejects.toMatchObject({
      extra: { fieldErrors: { images: [expect.stringContaining("it is not on the public internet")] } },
    });
    expect(await db.service.count({ where: { title: form.title } })).toBe(0);
  });

  it("the console's form gets the field error and everything it sent back, without the network", async () => {
    const ctx = await staffContext("EDITOR");
    browser.cookies.set(STAFF_COOKIE, await staffToken(ctx.session.staffId));
    browser.headers = new Headers(fromIp(uniqueIp()));
    const fields = {
      title: `Typo ${unique()}`,
      description: "Three paragraphs\n\nof text that must not be lost.",
      tags: "money, tips",
      // Refused before any request: the address is this machine.
      images: "https://127.0.0.1/cover.png",
      imageAlts: "A festive cover",
      intent: "publish",
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const result = await savePostAction(null, form);
    expect(result).toMatchObject({
      ok: false,
      code: "validation_failed",
      fieldErrors: {
        images: [
          "The image at https://127.0.0.1/cover.png could not be loaded: it is not on the public internet. Check the address, or upload the image.",
        ],
      },
      submitted: fields,
    });
    expect(await db.blogPost.count({ where: { title: fields.title } })).toBe(0);
  });
});
