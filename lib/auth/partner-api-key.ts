import "server-only";
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { siteConfig } from "@/config/site";
import { isApiKeyToken, recordApiKeyUse, resolveApiKey } from "@/lib/data/partner-api-keys";
import { AppError } from "@/lib/errors";
import { bearerChallenge } from "@/lib/http/errors";
import { enforce, take, used, type Budget } from "@/lib/limits/limiter";
import { LIMITS } from "@/lib/limits/rules";
import type { PartnerSession } from "./session";

// A partner API key (decision 557, SECURITY row 38) as the partner API's credential: sent as a Bearer
// token, good only on the routes that declare it (`apiKey: true` on the operation or the route handler's
// access, lib/operations/route.ts: redeeming codes and reading coupons), limited per key, and every use
// written to the key's audit trail. A revoked key is 401 at once: nothing caches it.

export const API_KEY_INVALID_MESSAGE = "This API key is not valid, or it has been revoked.";
export const API_KEY_SCOPE_MESSAGE =
  "An API key may only redeem codes (POST /api/v1/redemptions) and read coupons (GET /api/v1/coupon, GET /api/v1/coupon/{id}).";

/** The Bearer token of the request when it is an API key, else null (a session token, or none). */
export function apiKeyOf(request: Request): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec((request.headers.get("authorization") ?? "").trim())?.[1];
  return token && isApiKeyToken(token) ? token : null;
}

/**
 * Digests of keys found revoked, on this instance. A revocation is for good, so such a key is answered
 * 401 again without a budget write or a lookup: revoked keys, which a partner can pile up and which do not
 * spend the address's budget, cost one lookup each, not one a request.
 */
const revokedKeys = new LRUCache<string, true>({ max: 10_000 });

const invalidKey = () =>
  new AppError("unauthorized", API_KEY_INVALID_MESSAGE, { challenge: bearerChallenge(true, siteConfig.name) });

/** The partner the key belongs to, as a session marked with the key; 401 or 429 otherwise. */
export async function apiKeySession(request: Request, key: string, ip: string): Promise<PartnerSession> {
  const { pathname } = new URL(request.url);
  // An address that has sent many keys that are no key is refused before anything is written or read:
  // made-up keys would each start a budget of their own below.
  const misses: Budget = { rule: "apiKeyMissPerAddress", address: ip };
  if ((await used(misses)) >= LIMITS.apiKeyMissPerAddress.limit) await enforce(misses);
  const digest = createHash("sha256").update(key).digest("base64url").slice(0, 22);
  if (revokedKeys.has(digest)) throw invalidKey();
  // Counted before the key is looked up, under its digest: a flood of one key costs no database reads.
  await enforce({ rule: "apiKeyUse", key: `apikey:${digest}` });
  const { owner, issued, revoked } = await resolveApiKey(key);
  if (!owner) {
    // A key that was issued has its own budget above; only made-up keys spend the address's.
    if (!issued) await take(misses);
    if (revoked) revokedKeys.set(digest, true);
    throw invalidKey();
  }
  await recordApiKeyUse(owner.keyId, { method: request.method, path: pathname, ip });
  return {
    partnerId: owner.partnerId,
    sessionId: `api-key:${owner.keyId}`,
    device: `API key "${owner.keyName}"`,
    email: owner.email,
    firstName: owner.firstName,
    lastName: owner.lastName,
    fullName: `${owner.firstName} ${owner.lastName}`.trim(),
    apiKeyId: owner.keyId,
  };
}
