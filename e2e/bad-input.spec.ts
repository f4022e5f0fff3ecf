import type { APIResponse } from "@playwright/test";
import { PROXY_FREE_PAGES } from "../lib/http/proxy-free-pages";
import { expect, randomIp, test } from "./fixtures";
import { fill, isCatchAll, routes, withBadSegment } from "./pages/app-routes";

// SECURITY.md row 22 (decision 011): every route, found on disk so routes added later are covered too,
// answers bad input with a clear 4xx and never a 500.

/** Static pages a plain read of which skips the proxy; a query they never read is not refused there. */
const PROXY_FREE = new Set<string>(PROXY_FREE_PAGES);

/** Next's deliberate failure page answers 500 by design; it exists only in demo builds. */
const DELIBERATE_500 = new Set(["/dev/error"]);

async function expectNo500(response: APIResponse, what: string) {
  expect(response.status(), `${what} -> ${response.status()} ${(await response.text()).slice(0, 200)}`).toBeLessThan(
    500,
  );
}

async function expectApiError(response: APIResponse, status: number, code: string, what: string) {
  expect(response.status(), what).toBe(status);
  expect(response.headers()["content-type"], what).toContain("application/json");
  const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
  expect(body.error?.code, what).toBe(code);
  expect(typeof body.error?.message, what).toBe("string");
}

/** A fresh client address per request (the e2e server trusts one proxy hop), so rate limits never interfere. */
const fromFreshIp = () => ({ "x-forwarded-for": randomIp() });

const BAD_SEGMENTS = ["%00", "a%00b", "%ff", "%c0", "%E0%A4", "%c0%af", "%0d%0aX-Injected:%201"];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

test("the route table is found on disk", () => {
  const patterns = routes.map((r) => r.pattern);
  expect(patterns).toEqual(
    expect.arrayContaining([
      "/",
      "/blog/[slug]",
      "/dynamics/[dynamicsId]",
      "/api/blog/[slug]",
      "/api/contact",
      "/feed.xml",
      "/download",
      "/uploads/[key]",
      "/api/[[...path]]",
    ]),
  );
  expect(patterns.some((p) => p.includes("("))).toBe(false);
});

for (const route of routes) {
  test.describe(`${route.kind} ${route.pattern}`, () => {
    test("malformed encoding and control characters in the path: 400 JSON (API) or the not-found page [security 22]", async ({
      request,
    }) => {
      for (const bad of BAD_SEGMENTS) {
        for (const url of withBadSegment(route, bad)) {
          const response = await request.get(url, { maxRedirects: 0 });
          if (route.api) await expectApiError(response, 400, "bad_request", url);
          else {
            expect(response.status(), url).toBe(404);
            expect(response.headers()["content-type"], url).toContain("text/html");
          }
          expect(response.headers()["x-injected"], url).toBeUndefined();
        }
      }
    });

    test("NUL and control characters in the query: refused, or never read by a static page; malformed query encoding: no 500 [security 22]", async ({
      request,
    }) => {
      const base = fill(route.pattern);
      for (const query of ["?q=%00", "?%00=1", "?q=a%1bb", "?next=%0d%0aSet-Cookie:%20x=1"]) {
        if (query.includes("%0d%0a")) {
          // Line breaks are allowed in a query; they must not reach a header.
          const response = await request.get(base + query, { maxRedirects: 0 });
          if (!DELIBERATE_500.has(route.pattern)) await expectNo500(response, base + query);
          expect(response.headers()["set-cookie"] ?? "", base + query).not.toContain("x=1");
          continue;
        }
        const response = await request.get(base + query, { maxRedirects: 0 });
        if (route.api) await expectApiError(response, 400, "bad_request", base + query);
        else if (PROXY_FREE.has(route.pattern)) {
          // Served from the cache without the proxy (decision 314): the very page the plain URL gets.
          expect(response.status(), base + query).toBe(200);
          const plain = await request.get(base, { maxRedirects: 0 });
          expect(response.headers()["etag"], base + query).toBe(plain.headers()["etag"]);
        } else expect(response.status(), base + query).toBe(404);
      }
      if (DELIBERATE_500.has(route.pattern)) return;
      for (const query of ["?q=%ff", "?q=%c0%af", "?q=%E0%A4", "?%ff=%"]) {
        await expectNo500(await request.get(base + query, { maxRedirects: 0 }), base + query);
      }
    });

    test("every method: never a 500; a handler's 405 carries Allow, and under /api is JSON [security 22]", async ({
      request,
    }) => {
      test.skip(DELIBERATE_500.has(route.pattern), "renders a deliberate failure for any method");
      const url = fill(route.pattern);
      for (const method of METHODS) {
        const response = await request.fetch(url, { method, headers: fromFreshIp(), maxRedirects: 0 });
        const what = `${method} ${url}`;
        await expectNo500(response, what);
        if (route.kind === "handler" && response.status() === 405) {
          // Under /api through apiRoute(); a static handler such as /feed.xml gets Next's own 405 with Allow.
          if (route.api) await expectApiError(response, 405, "method_not_allowed", what);
          expect(response.headers()["allow"], what).toMatch(/^[A-Z]+(, [A-Z]+)*$/);
          expect(response.headers()["allow"], what).not.toContain(method);
        }
      }
      if (route.kind === "handler") {
        const options = await request.fetch(url, { method: "OPTIONS", maxRedirects: 0 });
        await expectNo500(options, `OPTIONS ${url}`);
      }
    });

    test("cross-site writes: 403, with and without a server-action header [security 10]", async ({
      request,
      baseURL,
    }) => {
      const url = fill(route.pattern);
      const variants: Record<string, string>[] = [
        { origin: "https://evil.example" },
        { origin: "https://evil.example", "next-action": "7f0123456789abcdef0123456789abcdef012345ab" },
        { origin: "null", "content-type": "application/x-www-form-urlencoded" },
        { "sec-fetch-site": "cross-site", "content-type": "multipart/form-data; boundary=x" },
      ];
      for (const headers of variants) {
        const response = await request.post(url, {
          headers: { ...headers, ...fromFreshIp() },
          data: headers["content-type"]?.startsWith("multipart") ? "--x--\r\n" : "",
          maxRedirects: 0,
        });
        const what = `POST ${url} ${JSON.stringify(headers)}`;
        if (route.api) await expectApiError(response, 403, "forbidden", what);
        else expect(response.status(), what).toBe(403);
      }
      // A same-site post naming an action this build does not have (a stale tab after a deploy).
      const stale = await request.post(url, {
        headers: { origin: baseURL!, "next-action": "7f0123456789abcdef0123456789abcdef012345ab", ...fromFreshIp() },
        maxRedirects: 0,
      });
      await expectNo500(stale, `stale action ${url}`);
    });

    test("a body that is not valid multipart: 4xx, not Next's server-action 500 [security 22]", async ({
      request,
      baseURL,
    }) => {
      const url = fill(route.pattern);
      for (const body of ["garbage", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated']) {
        const response = await request.post(url, {
          headers: { origin: baseURL!, "content-type": "multipart/form-data; boundary=x", ...fromFreshIp() },
          data: body,
          maxRedirects: 0,
        });
        const what = `POST ${url} multipart ${JSON.stringify(body)}`;
        if (route.kind === "page" && !DELIBERATE_500.has(route.pattern)) expect(response.status(), what).toBe(400);
        else await expectNo500(response, what);
      }
    });

    if (route.api && !isCatchAll(route.pattern)) {
      test("an unknown path below it: 404 JSON for every method [security 22]", async ({ request }) => {
        const url = `${fill(route.pattern)}/zz-no-such-endpoint/deeper`;
        for (const method of [...METHODS, "OPTIONS"]) {
          const response = await request.fetch(url, { method, headers: fromFreshIp() });
          await expectApiError(response, 404, "not_found", `${method} ${url}`);
        }
      });
    }
  });
}

test("unknown API paths answer 404 JSON for every method [security 22]", async ({ request }) => {
  for (const url of ["/api", "/api/no-such-endpoint", "/api/v2/anything/at/all", "/api/blog/x/y"]) {
    for (const method of [...METHODS, "OPTIONS", "HEAD"]) {
      const response = await request.fetch(url, { method, headers: fromFreshIp() });
      expect(response.status(), `${method} ${url}`).toBe(404);
      if (method !== "HEAD") await expectApiError(response, 404, "not_found", `${method} ${url}`);
    }
  }
});

// Known JSON forms: a NUL (or another control character) in any field is a 400 naming the field.
const FORMS: Record<string, Record<string, string>> = {
  "/api/contact": { name: "Asha Rao", email: "asha@example.com", message: "Hello there" },
  "/api/user/signup": {
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "9876543210",
    companySize: "1-10",
    location: "Pune",
  },
  "/api/v1/account-deletion": { email: "asha@example.com", reason: "Moving on" },
  "/api/page-views": { path: "/blog", query: "x=1", referrer: "https://example.com/" },
};

for (const [url, body] of Object.entries(FORMS)) {
  test(`POST ${url}: a control character in any field is a 400 naming the field [security 22]`, async ({ request }) => {
    for (const field of Object.keys(body)) {
      if (field === "companySize") continue;
      for (const c of ["\u0000", "\u001b", "\u0085"]) {
        const response = await request.post(url, {
          data: { ...body, [field]: `${body[field]}${c}x` },
          headers: fromFreshIp(),
        });
        await expectApiError(response, 400, "validation_failed", `${url} ${field} ${JSON.stringify(c)}`);
        expect(
          Object.keys(((await response.json()) as { error: { fieldErrors: object } }).error.fieldErrors),
        ).toContain(field);
      }
    }
  });
}

test("every POST API route: NUL in every common field of a JSON body is never a 500 [security 22]", async ({
  request,
}) => {
  const nul = "a\u0000b";
  const body = {
    name: nul,
    email: `x${nul}@example.com`,
    message: nul,
    password: `Pass${nul}word-123`,
    confirmPassword: `Pass${nul}word-123`,
    otp: `12${nul}34`,
    code: nul,
    token: nul,
    phone: nul,
    reason: nul,
    path: `/${nul}`,
    title: nul,
    description: nul,
    companySize: nul,
    type: nul,
  };
  for (const route of routes.filter((r) => r.api && r.kind === "handler")) {
    const url = fill(route.pattern);
    const options = await request.fetch(url, { method: "OPTIONS", maxRedirects: 0 });
    if (!(options.headers()["allow"] ?? "").includes("POST")) continue;
    await expectNo500(await request.post(url, { data: body, headers: fromFreshIp() }), `POST ${url}`);
  }
});

test("a forged payload for a real server action is a 400, not Next's 500 (decision 821) [security 33]", async ({
  request,
  baseURL,
}) => {
  const page = await request.get("/account-deletion/confirm?token=abcdefghijklmnopqrstuvwxyz");
  const actionId = /name="\$ACTION_ID_([0-9a-f]+)"/.exec(await page.text())?.[1];
  expect(actionId).toBeTruthy();
  const response = await request.post("/account-deletion/confirm", {
    headers: {
      origin: baseURL!,
      "next-action": actionId!,
      "content-type": "text/plain;charset=UTF-8",
      ...fromFreshIp(),
    },
    data: "garbage",
  });
  expect(response.status()).toBe(400);
});
