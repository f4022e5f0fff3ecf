import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "../shared/loopback-request";

// The raw request the production and load tests send: a server that dies mid-answer must not leave the
// caller waiting forever (the load test's users kept waiting on the instance it had killed, until the
// test's five minutes ran out).

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/whole") return res.end("all of it");
    // Headers and half a body, then the connection dropped, as a killed instance leaves it.
    res.writeHead(200, { "content-length": "100" });
    res.write("half");
    setImmediate(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a loopback request", () => {
  it("is answered with the whole body, and refused when the answer is cut off", async () => {
    expect((await request(port, { path: "/whole" })).body).toBe("all of it");
    await expect(request(port, { path: "/cut" })).rejects.toThrow(/cut off|aborted/);
  });
});
