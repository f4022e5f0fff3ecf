import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signClientIp, UNVERIFIED_IP, clientIp } from "@/lib/http/client-ip";
import { fromIp } from "./public-helpers";

describe("the caller's address", () => {
  it("trusts only the address signed by the app server, never a forwarding header the client sends [security 20]", () => {
    const req = (headers: Record<string, string>) => new Request("http://localhost/", { headers });
    expect(clientIp(req(fromIp("203.0.113.7")))).toBe("203.0.113.7");
    expect(clientIp(req({ ...fromIp("203.0.113.7"), "x-forwarded-for": "198.51.100.9" }))).toBe("203.0.113.7");
    // Forged: no signature, a signature for another address, a signature made with another secret.
    expect(clientIp(req({ "x-forwarded-for": "198.51.100.2", "x-real-ip": "198.51.100.2" }))).toBe(UNVERIFIED_IP);
    expect(
      clientIp(
        req({
          "x-client-ip": "198.51.100.2",
          "x-client-ip-signature": fromIp("203.0.113.7")["x-client-ip-signature"]!,
        }),
      ),
    ).toBe(UNVERIFIED_IP);
    expect(
      clientIp(
        req({ "x-client-ip": "198.51.100.2", "x-client-ip-signature": signClientIp("198.51.100.2", "another secret") }),
      ),
    ).toBe(UNVERIFIED_IP);
  });

  it("keeps an IPv6 link-local address's zone, which the limits' key then drops", () => {
    const req = (ip: string) => new Request("http://localhost/", { headers: fromIp(ip) });
    expect(clientIp(req("fe80::1%eth0"))).toBe("fe80::1%eth0");
    expect(clientIp(req(`2001:db8::${randomUUID().slice(0, 4)}`))).toMatch(/^2001:db8::/);
  });
});
