// TLS and HTTP/2 in front of a local server, as production serves the site (Vercel answers over HTTP/2 and
// 3; deploy/nginx.conf is where a self-hosted site adds TLS), so that Lighthouse loads a page the way
// PageSpeed Insights loads the live site: one connection, its scripts multiplexed on it (decision 842).
// The certificate is made for the run (selfsigned) and the browser is told to accept it; http2-proxy
// forwards each request to the server behind it over HTTP/1.1.
import type { OutgoingHttpHeaders } from "node:http";
import http2 from "node:http2";
import type { AddressInfo, Socket } from "node:net";
import proxy from "http2-proxy";
import { generate } from "selfsigned";

/** The Chromium flag that lets it load a page under the run's own certificate. */
export const ACCEPT_RUN_CERTIFICATE = "--ignore-certificate-errors";

export type TlsFront = { url: string; stop: () => Promise<void> };

/** A certificate for localhost and 127.0.0.1, good for a day. */
async function runCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: "commonName", value: "localhost" }], {
    keySize: 2048,
    algorithm: "sha256",
    extensions: [
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 7, ip: "127.0.0.1" },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

/**
 * The server behind is configured for its own origin (APP_URL), the front stands for it: a browser's
 * Origin and Referer name the front's, and are passed on naming the server's, as they would if the server
 * were configured for the front's address. Otherwise the app refuses its own page's writes (the page-view
 * report is a 403 from another origin) and Lighthouse counts the refusal as a console error.
 */
function sameSiteAs(target: string, frontOrigin: () => string) {
  return (headers: OutgoingHttpHeaders | readonly string[]) => {
    if (Array.isArray(headers)) return;
    for (const name of ["origin", "referer"]) {
      const named = headers as OutgoingHttpHeaders;
      const value = named[name];
      const front = frontOrigin();
      if (typeof value === "string" && (value === front || value.startsWith(`${front}/`)))
        named[name] = target + value.slice(front.length);
    }
  };
}

/** `https://localhost:<port>` serving what `target` (an http:// origin) serves, over HTTP/2 (or 1.1). */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const { hostname, port, origin } = new URL(target);
  let url = "";
  const ownOrigin = sameSiteAs(origin, () => url);
  const server = http2.createSecureServer({ ...(await runCertificate()), allowHTTP1: true });
  server.on("request", (req, res) => {
    void proxy.web(
      req,
      res,
      { hostname, port: Number(port), onReq: async (_req, { headers }) => ownOrigin(headers ?? {}) },
      (error) => {
        if (!error || res.headersSent) return;
        res.statusCode = 502;
        res.end();
      },
    );
  });
  // Every connection, HTTP/2 or 1.1, so that stopping ends the browser's kept-alive ones too.
  const sockets = new Set<Socket>();
  server.on("secureConnection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `https://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
