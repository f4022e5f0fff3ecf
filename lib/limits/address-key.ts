// What a per-address limit counts a caller under (decision 819, SECURITY.md row 31). One IPv6 host
// normally holds a whole /64 and can pick any address in it, so an IPv6 caller is its /64; an IPv4
// caller is its address. The limiter applies this to every address it is given.

/** An IPv4 address as it is; an IPv4-mapped IPv6 address as that IPv4 address; other IPv6 as its /64. */
export function addressKey(address: string): string {
  const ip = address.trim().toLowerCase();
  if (!ip.includes(":")) return ip;
  const groups = ipv6Groups(ip.replace(/%.*$/, ""));
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address in any of its written forms, or null if it is not one. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip;
  // A dotted IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is the last two groups.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const bytes = tail.slice(1).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    const [a, b, c, d] = bytes as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const split = (part: string) => (part === "" ? [] : part.split(":"));
  const head = split(halves[0]!);
  const rest = halves.length === 2 ? split(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}
