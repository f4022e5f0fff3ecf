import { BlockList, isIP } from "node:net";
import { sitePathOf } from "./site-url";

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
/**
 * A host a partner's image may not send every phone to: an address off the public internet (loopback,
 * the private network, link-local) or this machine's name. The phones fetch coupon images, not the server.
 */
function privateHost(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname
      .replace(/^\[|\]$/g, "")
      .replace(/\.$/, "")
      .toLowerCase();
  } catch {
    return false;
  }
  if (isIP(host)) return !isPublicAddress(host);
  // A name with no dot (`https://router/`) is a name on the phone's own network, as are these suffixes.
  return !host.includes(".") || PRIVATE_NAMES.test(host);
}

/** Names only a local network answers: this machine, mDNS, and the suffixes set aside for homes and sites. */
const PRIVATE_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/;

/** A tracking link on any host: this site under another of its names (an alias of the deployment) too. */
function trackingLink(url: string): boolean {
  try {
    // As the site reads it: `//go/x` and `/%67o/x` are redirected or decoded to `/go/x`.
    return /^\/+go(\/|$)/i.test(decodeURIComponent(new URL(url).pathname));
  } catch {
    return false;
  }
}

/**
 * An image address no phone may be sent to (SECURITY row 35): a tracking link that would count a click
 * each time it is shown, or, on another site than `origin` (this one, which may be `localhost` in the
 * demo), an address off the public internet. A path of this site is also checked against its owner's
 * uploads (refusedImages in lib/data/uploads.ts).
 */
export function imageSendsPhonesAstray(url: string, origin: string): boolean {
  return trackingLink(url) || (sitePathOf(url, origin) === null && privateHost(url));
}
