import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { MAX_API_KEYS } from "@/lib/limits/rules";
import { lockOwner } from "./uploads";

// Partner API keys (decision 557): a merchant's own checkout redeems codes and reads coupons with one.
// The key is shown once, when made; only its SHA-256 digest is stored (a 256-bit random key needs no slow
// hash), so a copy of the database redeems nothing. Every query takes the partner's id.

export const API_KEY_PREFIX = "ppk_";
export const API_KEY_NOT_FOUND_MESSAGE = "API key not found";
export const apiKeysFullMessage = `You have ${MAX_API_KEYS} active API keys. Revoke one you no longer use first.`;

export type ApiKeyView = {
  id: string;
  name: string;
  /** The key's first characters, to tell keys apart; never enough to use it. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/** The partner whose key this is, or null: unknown, revoked, or a partner no longer approved. */
export type ApiKeyOwner = {
  keyId: string;
  keyName: string;
  partnerId: string;
  email: string;
  firstName: string;
  lastName: string;
};

const digest = (key: string) => createHash("sha256").update(key).digest("base64url");

const view = (row: {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** The partner's keys, newest first, revoked ones included (they show when and that they ended). */
export async function listApiKeys(partnerId: string): Promise<ApiKeyView[]> {
  const rows = await db.partnerApiKey.findMany({
    where: { partnerId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(view);
}

/** A new key: the view and, this once, the key itself. At most MAX_API_KEYS active keys per partner. */
export async function createApiKey(partnerId: string, name: string): Promise<ApiKeyView & { key: string }> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await db.$transaction(async (tx) => {
    // The partner's row is locked, so two creations racing cannot both pass the ceiling.
    await lockOwner({ partnerId }, tx);
    const active = await tx.partnerApiKey.count({ where: { partnerId, revokedAt: null } });
    if (active >= MAX_API_KEYS) throw new AppError("limit_reached", apiKeysFullMessage);
    return tx.partnerApiKey.create({
      data: { partnerId, name, keyHash: digest(key), prefix: key.slice(0, API_KEY_PREFIX.length + 6) },
    });
  });
  return { ...view(row), key };
}

/** Revokes the partner's key at once; another partner's key, or an unknown id, is not found. */
export async function revokeApiKey(partnerId: string, id: string, now = new Date()): Promise<ApiKeyView> {
  await db.partnerApiKey.updateMany({ where: { id, partnerId, revokedAt: null }, data: { revokedAt: now } });
  const row = await db.partnerApiKey.findFirst({ where: { id, partnerId } });
  if (!row) throw new AppError("not_found", API_KEY_NOT_FOUND_MESSAGE);
  return view(row);
}

/** Revokes every key of the partner still in use (a password reset, decision 834). */
export async function revokeAllApiKeys(partnerId: string, tx: Prisma.TransactionClient, now = new Date()) {
  await tx.partnerApiKey.updateMany({ where: { partnerId, revokedAt: null }, data: { revokedAt: now } });
}

/**
 * A key as sent: its owner when it is in use and its partner approved, else null; `issued` says whether it
 * was ever a key (a revoked key, or one of a partner no longer approved), so that only made-up keys count
 * against the sender's address (a till behind a shop's one address keeps sending a revoked key for a while),
 * and `revoked` whether it is revoked, which is for good.
 */
export async function resolveApiKey(
  key: string,
): Promise<{ owner: ApiKeyOwner | null; issued: boolean; revoked: boolean }> {
  const row = await db.partnerApiKey.findUnique({
    where: { keyHash: digest(key) },
    select: {
      id: true,
      name: true,
      revokedAt: true,
      partner: { select: { id: true, email: true, firstName: true, lastName: true, status: true } },
    },
  });
  const revoked = Boolean(row?.revokedAt);
  if (!row || revoked || row.partner.status !== "APPROVED") return { owner: null, issued: row !== null, revoked };
  const { partner } = row;
  return {
    owner: {
      keyId: row.id,
      keyName: row.name,
      partnerId: partner.id,
      email: partner.email,
      firstName: partner.firstName,
      lastName: partner.lastName,
    },
    issued: true,
    revoked: false,
  };
}

/** The key's audit trail: one entry per request made with it, and its "last used". */
export async function recordApiKeyUse(
  keyId: string,
  use: { method: string; path: string; ip: string },
  now = new Date(),
): Promise<void> {
  await db.$transaction([
    db.partnerApiKeyUse.create({ data: { keyId, ...use, createdAt: now } }),
    db.partnerApiKey.update({ where: { id: keyId }, data: { lastUsedAt: now } }),
  ]);
}

/**
 * How long a key's uses are kept: long enough for a partner to look back over a quarter's checkout calls,
 * and no longer, since each names the caller's address (decision 826).
 */
export const API_KEY_USE_DAYS = 90;

/** Removes key uses older than API_KEY_USE_DAYS before `now` (the scheduled housekeeping): how many. */
export async function pruneApiKeyUses(now: Date): Promise<number> {
  const before = new Date(now.getTime() - API_KEY_USE_DAYS * 86_400_000);
  return (await db.partnerApiKeyUse.deleteMany({ where: { createdAt: { lt: before } } })).count;
}

/** The newest uses of the partner's key, for its owner. */
export async function apiKeyUses(partnerId: string, keyId: string, take = 20) {
  return db.partnerApiKeyUse.findMany({
    where: { keyId, key: { partnerId } },
    orderBy: { createdAt: "desc" },
    take,
    select: { method: true, path: true, ip: true, createdAt: true },
  });
}
