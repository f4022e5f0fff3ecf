import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";

describe("isPublicAddress (SSRF)", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "198.18.0.1",
    "::1",
    "[::1]",
    "::",
    "::7f00:1",
    "::127.0.0.1",
    "::a9fe:a9fe",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "0:0:0:0:0:ffff:a00:1",
    "fe80::1",
    "fe80::1%eth0",
    "fd12:3456::1",
    "fc00::1",
    "ff02::1",
    "64:ff9b::a00:1",
    "2002:7f00:1::",
    "2001:db8::1",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "172.15.255.255", "2606:4700::6810:85e5", "::ffff:8.8.8.8"])(
    "accepts %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it("refuses what is not an address", () => {
    for (const value of ["", "localhost", "example.com", "127.1", "0x7f000001", "1.2.3"])
      expect(isPublicAddress(value)).toBe(false);
  });
});
