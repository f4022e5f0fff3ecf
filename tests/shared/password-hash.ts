import { hashPassword } from "../../lib/auth/password";

// Kept on globalThis: the integration projects reset the app's modules before each file (their workers
// run many files), and a worker's hashes stay good for all of them.
const hashes: Map<string, Promise<string>> = ((
  globalThis as { testPasswordHashes?: Map<string, Promise<string>> }
).testPasswordHashes ??= new Map());

/**
 * The app's own argon2id hash of `password` (lib/auth/password.ts), computed once per test worker and
 * reused by every account the tests make with that password: argon2 is meant to be slow, and the suites
 * hashed the same password again for each of their thousands of accounts.
 */
export function passwordHash(password: string): Promise<string> {
  let known = hashes.get(password);
  if (!known) {
    known = hashPassword(password);
    hashes.set(password, known);
  }
  return known;
}
