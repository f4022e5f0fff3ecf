import { describe, expect, it } from "vitest";
import { crossSiteWrite, isApiPath, malformedUrl, unreadableFormPost } from "./request-checks";

const get = (path: string) => new Request(`http://localhost:3000${path}`);

describe("malformedUrl", () => {
  it.each([
    "/",
    "/blog/emi-101",
    "/blog/caf%C3%A9",
    "/api/blog/a%2Fb",
    "/BlogPage?tag=Loans&x=%E2%82%B9",
    "/contact?note=two%0Alines%09tab",
  ])("lets %s through", (path) => {
    expect(malformedUrl(get(path))).toBeNull();
  });

  it.each([
    "/blog/%ff",
    "/api/dynamics/%c0",
    "/blog/%E0%A4",
    "/blog/%c0%af",
    "/blog/a%00b",
    "/api/blog/%00",
    "/blog/line%0Abreak",
    "/blog/%7F",
    "/blog/%C2%85",
    "/BlogPage?tag=%00",
    "/BlogPage?%00=x",
    "/download?x=%1b",
  ])("refuses %s with 400 [security 22]", (path) => {
    expect(malformedUrl(get(path))).toMatchObject({ status: 400, code: "bad_request" });
  });
});

describe("crossSiteWrite", () => {
  const post = (headers: Record<string, string>, method = "POST") =>
    new Request("http://localhost:3000/account-deletion/confirm", {
      method,
      headers: { host: "localhost:3000", ...headers },
    });

  it("lets same-origin posts and posts without Origin through", () => {
    expect(crossSiteWrite(post({ origin: "http://localhost:3000" }))).toBeNull();
    expect(crossSiteWrite(post({}))).toBeNull();
    expect(crossSiteWrite(post({ "sec-fetch-site": "same-origin" }))).toBeNull();
    // Behind a proxy the public host arrives as X-Forwarded-Host, as Next itself reads it.
    expect(
      crossSiteWrite(post({ origin: "https://paisapilot.example", "x-forwarded-host": "paisapilot.example" })),
    ).toBeNull();
  });

  it.each<Record<string, string>>([
    { origin: "https://evil.example" },
    { origin: "http://localhost:3001" },
    { origin: "null" },
    { origin: "not a url" },
    { "sec-fetch-site": "cross-site" },
  ])("refuses %j with 403 [security 10]", (headers) => {
    expect(crossSiteWrite(post(headers))).toMatchObject({ status: 403, code: "forbidden" });
    expect(crossSiteWrite(post(headers, "DELETE"))).toMatchObject({ status: 403 });
  });

  it("never refuses reads", () => {
    expect(crossSiteWrite(post({ origin: "https://evil.example" }, "GET"))).toBeNull();
    expect(crossSiteWrite(post({ origin: "https://evil.example" }, "OPTIONS"))).toBeNull();
  });
});

describe("isApiPath", () => {
  it("matches /api and below only", () => {
    expect([isApiPath("/api"), isApiPath("/api/blog"), isApiPath("/apiary"), isApiPath("/blog/api")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("unreadableFormPost", () => {
  const post = (path: string, contentType: string, body: BodyInit) =>
    new Request(`http://localhost:3000${path}`, { method: "POST", headers: { "content-type": contentType }, body });

  it("lets well-formed multipart posts to pages through, and leaves other bodies and the API alone", async () => {
    const form = new FormData();
    form.set("token", "abc");
    expect(
      await unreadableFormPost(
        new Request("http://localhost:3000/account-deletion/confirm", { method: "POST", body: form }),
      ),
    ).toBeNull();
    expect(await unreadableFormPost(post("/contact", "application/x-www-form-urlencoded", "garbage"))).toBeNull();
    expect(await unreadableFormPost(post("/api/contact", "multipart/form-data; boundary=x", "garbage"))).toBeNull();
    expect(await unreadableFormPost(new Request("http://localhost:3000/contact"))).toBeNull();
  });

  it.each(["garbage", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end', ""])(
    "refuses the multipart body %j with 400",
    async (body) => {
      expect(await unreadableFormPost(post("/contact", "multipart/form-data; boundary=x", body))).toMatchObject({
        status: 400,
        code: "bad_request",
      });
    },
  );
});
