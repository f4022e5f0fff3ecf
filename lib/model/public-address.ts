import { BlockList, isIP } from "node:net";

// Server-side only (node:net). Addresses a server-side fetch of a URL someone typed must never reach
// (decision 616), nor a partner's coupon image send every phone to (SECURITY row 35): this machine,
// the private network, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast,
// documentation and reserved ranges. IPv4-mapped IPv6 (::ffff:10.0.0.1) is checked as the IPv4 it maps.

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback and IPv4-compatible (::7f00:1 is 127.0.0.1 to some stacks; deprecated)
  ["64:ff9b::", 96], // NAT64: reaches IPv4 we cannot vet here
  ["64:ff9b:1::", 48],
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds any IPv4
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

/** True for an IP address on the public internet; false for any other address, and for what is not an IP. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 0) return false;
  return !blocked.check(bare, family === 4 ? "ipv4" : "ipv6");
}
