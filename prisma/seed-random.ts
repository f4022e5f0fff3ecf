// Deterministic randomness for the demo seed: the same numbers on every machine and every run.

/** Busier at the weekend, as shopping and browsing are (Sunday first, as getUTCDay counts). */
export const WEEKDAY = [1.35, 0.85, 0.9, 0.95, 1, 1.1, 1.3];

/** mulberry32: small, fast and the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a: a seed for prng from a text such as 'coupon-01:2026-11-25'. */
export function hash(text: string): number {
  let h = 2_166_136_261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619);
  return h >>> 0;
}

/** The instant India's calendar day starts. */
export const indiaDayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - 5.5 * 3_600_000;
