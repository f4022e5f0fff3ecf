// One raw HTTP request to a server on this machine, for the tests that start the production build: it
// never follows redirects, and `from` picks the loopback address it is sent from, so two callers really
// differ to the server's per-address limits.
import http from "node:http";

/** `body` is the bytes read as UTF-8; `bytes` are as sent (still compressed when the answer is). */
export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer };

export type RequestOptions = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The loopback address to send from (127.0.0.1 unless told). */
  from?: string;
  /**
   * A Content-Length larger than `body`: the body is sent and the request left open, as a large upload is
   * while the server answers from its headers alone. The answer is read, then the request dropped, so
   * the client never writes into a connection the server closed.
   */
  declaredBytes?: number;
};

export function request(port: number, options: RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        localAddress: options.from ?? "127.0.0.1",
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        // A server killed mid-answer: the body never ends. Refused, as a request never answered is, so a
        // caller waits on nothing forever (a load test's user kept waiting on the instance it killed).
        res.on("error", reject);
        res.on("close", () => {
          if (!res.complete) reject(new Error(`the answer to ${options.path} was cut off`));
        });
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
          if (options.declaredBytes !== undefined) req.destroy();
        });
      },
    );
    req.on("error", reject);
    if (options.declaredBytes === undefined) req.end(options.body);
    else {
      req.setHeader("content-length", String(options.declaredBytes));
      if (options.body !== undefined) req.write(options.body);
    }
  });
}
