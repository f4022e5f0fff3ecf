import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key";

describe("addressKey: what a per-address limit counts a caller under", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["  198.51.100.20 ", "198.51.100.20"],
    // IPv4-mapped IPv6, as a dual-stack socket reports an IPv4 caller, in each written form.
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["0:0:0:0:0:ffff:203.0.113.7", "203.0.113.7"],
  ])("an IPv4 caller is its address: %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it.each([
    "2001:db8:1234:5678::1",
    "2001:db8:1234:5678::23",
    "2001:DB8:1234:5678:ABCD:EF01:2345:6789",
    "2001:0db8:1234:5678:0000:0000:0000:0001",
    "2001:db8:1234:5678:0:0:0:1",
    "2001:db8:1234:5678:1::",
    "2001:db8:1234:5678::203.0.113.7",
  ])("an IPv6 caller is its /64, however the address is written: %s [security 31]", (address) => {
    expect(addressKey(address)).toBe("2001:db8:1234:5678::/64");
  });

  it("tells different /64s apart, also when zeros are compressed into the prefix", () => {
    expect(addressKey("2001:db8:1234:5679::1")).toBe("2001:db8:1234:5679::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("2001:db8::1:0:0:1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("2001:0:0:5::9")).toBe("2001:0:0:5::/64");
    expect(addressKey("2001:0:0:6::9")).toBe("2001:0:0:6::/64");
    expect(addressKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("drops a link-local address's zone", () => {
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("fe80::2%wlan0")).toBe("fe80:0:0:0::/64");
  });

  it("leaves what is not an address as it is, so it stays one shared budget", () => {
    expect(addressKey("unverified")).toBe("unverified");
    expect(addressKey("2001:db8:::1")).toBe("2001:db8:::1");
    expect(addressKey("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
    expect(addressKey("::ffff:300.0.0.1")).toBe("::ffff:300.0.0.1");
    expect(addressKey("2001:db8::g")).toBe("2001:db8::g");
  });
});
