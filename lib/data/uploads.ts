import "server-only";
import { db } from "@/lib/db";
import { imageSendsPhonesAstray } from "@/lib/model/public-address";
import { sitePathOf } from "@/lib/model/site-url";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Who sent a file: a partner (coupon images) or a staff member (post and service images). */
export type UploadOwner = { partnerId: string } | { staffId: string };

type NewUpload = {
  key: string;
  url: string;
  contentType: string;
  size: number;
  fileName?: string | null;
  width?: number;
  height?: number;
};

const ownerWhere = (owner: UploadOwner): Prisma.UploadWhereInput =>
  "partnerId" in owner ? { partnerId: owner.partnerId } : { staffId: owner.staffId };

/**
 * Locks the account's row until the transaction ends: the one way to make a check of what an account
 * already has (bytes stored, coupons open) and the write it allows one step for concurrent requests.
 * FOR NO KEY UPDATE, not FOR UPDATE: it still makes such checks wait for each other, but not the rows
 * whose foreign key names the account (a coupon's history entry, an upload), so an edit that already
 * holds the partner's coupons token (decision 814) never waits for a create that waits for that token.
 */
export async function lockOwner(owner: UploadOwner, tx: Prisma.TransactionClient): Promise<void> {
  if ("partnerId" in owner)
    await tx.$queryRaw`SELECT 1 FROM "Partner" WHERE "id" = ${owner.partnerId} FOR NO KEY UPDATE`;
  else await tx.$queryRaw`SELECT 1 FROM "StaffUser" WHERE "id" = ${owner.staffId} FOR NO KEY UPDATE`;
}

/** Total bytes of the owner's stored files. */
export async function storedBytes(owner: UploadOwner, client: Prisma.TransactionClient = db): Promise<number> {
  const { _sum } = await client.upload.aggregate({ where: ownerWhere(owner), _sum: { size: true } });
  return _sum.size ?? 0;
}

/**
 * Records a stored file unless the owner's files would then pass `quotaBytes`: the owner's row is
 * locked while the total is summed, so two concurrent uploads cannot both fit in the last space.
 * Null when refused.
 */
export async function recordUploadWithin(
  owner: UploadOwner | null,
  data: NewUpload,
  quotaBytes: number,
): Promise<{ id: string } | null> {
  if (!owner) return db.upload.create({ data, select: { id: true } });
  return db.$transaction(async (tx) => {
    await lockOwner(owner, tx);
    if ((await storedBytes(owner, tx)) + data.size > quotaBytes) return null;
    return tx.upload.create({ data: { ...data, ...owner }, select: { id: true } });
  });
}

/**
 * The keys a coupon, post, service or avatar uses, with whose use it is. A reference may be a site path or
 * an absolute URL to any host of the store, so it is matched by the generated key (a file name no client
 * chose). A partner's coupon or avatar keeps only that partner's own file in use: naming another
 * partner's image (its URL is public) does not pin it against the clean-up and that partner's quota. A post
 * or service (staff content) keeps any. A deleted coupon still uses its image until the housekeeping
 * removes it: an undo brings it back.
 */
const REFERENCES = `
  SELECT substring(ref FROM '[a-z0-9]+-[0-9a-f]{24}\\.(?:jpg|png|gif|webp)') AS key, owner FROM (
    SELECT "imageUrl" AS ref, "partnerId" AS owner FROM "Coupon"
    UNION ALL SELECT "avatarUrl", "id" FROM "Partner" WHERE "avatarUrl" IS NOT NULL
    UNION ALL SELECT unnest("images"), NULL FROM "BlogPost"
    UNION ALL SELECT unnest("images"), NULL FROM "Service"
  ) AS refs`;

/** Whether the "Upload" row of the statement is in use (partner uploads: "partnerId" is set). */
const IN_USE = `(
  "key" IN (SELECT key FROM (${REFERENCES}) AS r WHERE key IS NOT NULL AND owner IS NULL)
  OR ("key", "partnerId") IN (SELECT key, owner FROM (${REFERENCES}) AS r WHERE key IS NOT NULL AND owner IS NOT NULL)
)`;

/**
 * Whether anything uses the stored file (a post or a service; a coupon or an avatar of the partner who
 * uploaded it), by the clean-up's own rule: a partner naming a file that is not theirs, a staff image
 * included, does not hold it (security review L2).
 */
export async function uploadInUse(id: string, client: Prisma.TransactionClient = db): Promise<boolean> {
  const [row] = await client.$queryRawUnsafe<{ used: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM "Upload" WHERE "id" = $1 AND ${IN_USE}) AS used`,
    id,
  );
  return Boolean(row?.used);
}

/**
 * Marks the partners' files nothing uses (uploaded by `now`) as orphaned from `now`, and clears the mark of any
 * that are used again. Answers how many were newly marked.
 */
export async function markOrphanUploads(now: Date): Promise<number> {
  await db.$executeRawUnsafe(`UPDATE "Upload" SET "orphanedAt" = NULL WHERE "orphanedAt" IS NOT NULL AND ${IN_USE}`);
  return db.$executeRawUnsafe(
    `UPDATE "Upload" SET "orphanedAt" = $1
      WHERE "orphanedAt" IS NULL AND "createdAt" <= $1 AND "staffId" IS NULL AND NOT ${IN_USE}`,
    now,
  );
}

/**
 * Files orphaned at or before `cutoff` and still unused, oldest first. Staff uploads are never among
 * them: they stay in the media library until someone deletes them there (decision 626).
 */
export function orphanUploadsSince(cutoff: Date, limit: number): Promise<{ id: string; key: string; url: string }[]> {
  return db.$queryRawUnsafe(
    `SELECT "id", "key", "url" FROM "Upload"
      WHERE "orphanedAt" <= $1 AND "staffId" IS NULL AND NOT ${IN_USE}
      ORDER BY "orphanedAt", "id" LIMIT $2`,
    cutoff,
    limit,
  );
}

export async function deleteUploadRecord(id: string): Promise<void> {
  await db.upload.deleteMany({ where: { id } });
}

/** Which of these URLs are files the storage adapter stored for us (their recorded URLs); `owner`: theirs only. */
export async function storedUploadUrls(
  urls: string[],
  owner?: UploadOwner,
  client: Prisma.TransactionClient = db,
): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await client.upload.findMany({
    where: { url: { in: urls }, ...(owner ? ownerWhere(owner) : {}) },
    select: { url: true },
  });
  return new Set(rows.map((r) => r.url));
}

/**
 * The images among `images` a partner's coupon may not show (SECURITY row 35): a path of this site
 * (written as a path or with `origin` in front) that is not a file `owner` uploaded, so never another
 * partner's upload; a tracking link (`/go/...`) on any host, so no phone counts a click by showing it; an
 * address off the public internet, so no phone is sent to its own network.
 */
export async function refusedImages(
  owner: UploadOwner,
  images: readonly string[],
  origin: string,
  client: Prisma.TransactionClient = db,
): Promise<string[]> {
  const refused = new Set(images.filter((url) => imageSendsPhonesAstray(url, origin)));
  const onSite = images.flatMap((url) => {
    const path = refused.has(url) ? null : sitePathOf(url, origin);
    return path === null ? [] : [{ url, path }];
  });
  const owned = onSite.length ? await storedUploadUrls([...new Set(onSite.map((i) => i.path))], owner, client) : null;
  for (const i of onSite) if (!owned?.has(i.path)) refused.add(i.url);
  return images.filter((url) => refused.has(url));
}
