import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./fixtures";

// The public reads answer any origin (decision 840, the standards review's N3): a web or WebView client on
// another site reads the offers feed, an offer, posts and services, conditional requests included. A
// partner's API and every write stay closed to other sites.

test("a page on another site reads the public API, conditionally too; it cannot read a partner's API or write [security 10]", async ({
  browser,
  baseURL,
}) => {
  // Without the suite's per-test client address: a request header a page could not send, for which the
  // browser would ask the API's leave first (a preflight).
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  const page = await context.newPage();
  const otherSite = http.createServer((_request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end("<!doctype html><html lang=en><title>Another site</title><h1>Another site</h1></html>");
  });
  await new Promise<void>((ready) => otherSite.listen(0, "127.0.0.1", ready));
  try {
    await page.goto(`http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`);
    const answers = await page.evaluate(async (app) => {
      const status = (request: Promise<Response>) =>
        request.then(
          (r) => r.status,
          () => "blocked",
        );
      const feed = await fetch(`${app}/api/v1/offers?limit=1`);
      const { data } = (await feed.json()) as { data: { id: string }[] };
      const etag = feed.headers.get("etag");
      return {
        feed: feed.status,
        etag: Boolean(etag),
        again: await status(fetch(`${app}/api/v1/offers?limit=1`, { headers: { "If-None-Match": etag ?? "" } })),
        offer: await status(fetch(`${app}/api/v1/offers/${data[0]!.id}`)),
        // A page asked for by a bare id (deprecated): the page reads that it is.
        deprecation: (await fetch(`${app}/api/v1/offers?limit=1&cursor=${data[0]!.id}`)).headers.get("deprecation"),
        blog: await status(fetch(`${app}/api/blog`)),
        services: await status(fetch(`${app}/api/dynamics`)),
        document: await status(fetch(`${app}/api/openapi.json`)),
        partnerApi: await status(fetch(`${app}/api/v1/coupon`)),
        write: await status(fetch(`${app}/api/v1/offers/${data[0]!.id}/views`, { method: "POST" })),
      };
    }, baseURL!);
    expect(answers).toEqual({
      feed: 200,
      etag: true,
      again: 304,
      offer: 200,
      deprecation: "@1795910400",
      blog: 200,
      services: 200,
      document: 200,
      partnerApi: "blocked",
      write: "blocked",
    });
  } finally {
    await context.close();
    await new Promise((closed) => otherSite.close(closed));
  }
});
