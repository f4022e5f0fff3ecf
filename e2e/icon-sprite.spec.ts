import { expect, test } from "./fixtures";
import { seededServices } from "./pages/seeded-content";

// The public pages draw their repeated icons from one cached sprite (decision 630): every `<use href>` they
// send must name a symbol the sprite has, and the sprite must be cacheable for as long as its address lasts.

const paths = ["/", "/BlogPage", seededServices[0]!.path, "/contact", "/EMICalculator", "/no-such-page-630"];

test("every icon the public pages point at is in the sprite, which is cached under its hash", async ({ request }) => {
  const hrefs = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const found = [...html.matchAll(/<use href="([^"]+)"/g)].map((m) => m[1]!);
    if (path !== "/EMICalculator") expect(found.length, `${path} uses the sprite`).toBeGreaterThan(0);
    found.forEach((href) => hrefs.add(href));
  }
  const files = new Set([...hrefs].map((href) => href.split("#")[0]!));
  expect([...files]).toEqual([expect.stringMatching(/^\/icons\.svg\?v=[0-9a-f]{10}$/)]);

  const [file] = files;
  const sprite = await request.get(file!);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const ids = new Set([...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]!));
  for (const href of hrefs) expect(ids, href).toContain(href.split("#")[1]);
});
