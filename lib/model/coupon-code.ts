// "Generate code" in the coupon form (issue 49 capability 5): 8 letters and digits a customer can read
// out and type without confusing them (no 0/O, 1/I/L), from the browser's secure random source. The
// server still refuses a code another open coupon of the partner uses (decision 559).

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function generateCouponCode(length = 8, random: (n: number) => Uint8Array = secureBytes): string {
  const limit = 256 - (256 % ALPHABET.length);
  let code = "";
  while (code.length < length) {
    for (const byte of random(length * 2)) {
      // Bytes past the last whole run of the alphabet are skipped, so every character is equally likely.
      if (byte < limit && code.length < length) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}

function secureBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}
