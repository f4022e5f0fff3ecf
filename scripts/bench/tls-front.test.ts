import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { startTlsFront } from "./tls-front";

/** One GET over HTTP/2 to the front, accepting the run's own certificate as the bench's browser does. */
function getOverHttp2(
  origin: string,
  path: string,
  sent: Record<string, string> = {},
): Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const client = http2.connect(origin, { rejectUnauthorized: false });
    client.on("error", reject);
    const stream = client.request({ ":path": path, "accept-encoding": "identity", ...sent });
    let headers: http2.IncomingHttpHeaders = {};
    let body = "";
    stream.on("response", (h) => (headers = h));
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (body += chunk));
    stream.on("end", () => {
      client.close();
      resolve({ status: Number(headers[":status"]), headers, body });
    });
    stream.on("error", reject);
  });
}

describe("the bench's TLS front", () => {
  it("serves what the server behind it answers, over HTTP/2 under a certificate made for the run", async () => {
    const seen: string[] = [];
    const behind = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.host}`);
      if (req.headers.origin) seen.push(`from ${req.headers.origin} ${req.headers.referer}`);
      res.writeHead(req.url === "/missing" ? 404 : 200, { "content-type": "text/html", connection: "keep-alive" });
      res.end(`<h1>${req.url}</h1>`);
    });
    await new Promise<void>((resolve) => behind.listen(0, "127.0.0.1", resolve));
    const front = await startTlsFront(`http://127.0.0.1:${(behind.address() as AddressInfo).port}`);
    try {
      expect(front.url).toMatch(/^https:\/\/localhost:\d+$/);
      const page = await getOverHttp2(front.url, "/contact?x=1");
      expect(page).toMatchObject({ status: 200, body: "<h1>/contact?x=1</h1>" });
      // HTTP/2 has no connection header: the front drops the server's.
      expect(page.headers.connection).toBeUndefined();
      expect((await getOverHttp2(front.url, "/missing")).status).toBe(404);
      // The page's own report, sent from the front's origin, reaches the server as from its own origin.
      await getOverHttp2(front.url, "/api/page-views", { origin: front.url, referer: `${front.url}/contact` });
      // The server is asked as the browser asked it before the front: under its own host.
      const host = `127.0.0.1:${(behind.address() as AddressInfo).port}`;
      expect(seen).toEqual([
        `GET /contact?x=1 ${host}`,
        `GET /missing ${host}`,
        `GET /api/page-views ${host}`,
        `from http://${host} http://${host}/contact`,
      ]);
    } finally {
      await front.stop();
      await new Promise((resolve) => behind.close(resolve));
    }
  });
});
