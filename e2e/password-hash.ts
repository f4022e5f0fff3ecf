import { hash } from "@node-rs/argon2";

const hashes = new Map<string, Promise<string>>();

/**
 * An argon2id hash of `password` as sign-up stores it, computed once per worker process and reused by every
 * account made with that password: argon2 is meant to be slow, and two cores hashed the same password for
 * each of the suite's partners.
 */
export function passwordHash(password: string): Promise<string> {
  let known = hashes.get(password);
  if (!known) {
    known = hash(password.normalize("NFKC"), { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    hashes.set(password, known);
  }
  return known;
}
