import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

// The console's media library (decision 626): the images staff uploaded for posts and services, newest
// first, each with where it is used. Partners' coupon images are theirs and are not listed here.

/** A post or a service that shows an upload, with the alt text it gives it there (empty: none yet). */
export type MediaUse = { kind: "post" | "service"; id: string; title: string; alt: string };

export type MediaItem = {
  id: string;
  key: string;
  url: string;
  fileName: string | null;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: string;
  uploadedBy: { id: string; name: string } | null;
  usedBy: MediaUse[];
};

const STAFF_UPLOAD = { staffId: { not: null } } satisfies Prisma.UploadWhereInput;

const itemSelect = {
  id: true,
  key: true,
  url: true,
  fileName: true,
  contentType: true,
  size: true,
  width: true,
  height: true,
  createdAt: true,
  staff: { select: { id: true, name: true } },
} as const;

type UseRow = {
  uploadId: string;
  kind: "post" | "service";
  id: string;
  title: string;
  images: string[];
  alts: string[];
};

/**
 * The posts and services whose images name one of these uploads, matched by the generated key (a
 * reference may be a site path or an absolute URL of the store, as in ./uploads.ts). strpos, not LIKE:
 * nothing in a key is a pattern.
 */
async function usesOf(ids: string[], client: Prisma.TransactionClient = db): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  if (ids.length === 0) return uses;
  const rows = await client.$queryRaw<(UseRow & { key: string })[]>`
    SELECT u."id" AS "uploadId", u."key", 'post' AS kind, b."id", b."title", b."images", b."imageAlts" AS alts
      FROM "Upload" u JOIN "BlogPost" b ON EXISTS (SELECT 1 FROM unnest(b."images") AS i WHERE strpos(i, u."key") > 0)
     WHERE u."id" = ANY(${ids})
    UNION ALL
    SELECT u."id", u."key", 'service', s."id", s."title", s."images", s."imageAlts"
      FROM "Upload" u JOIN "Service" s ON EXISTS (SELECT 1 FROM unnest(s."images") AS i WHERE strpos(i, u."key") > 0)
     WHERE u."id" = ANY(${ids})
     ORDER BY 3, 5, 4`;
  for (const row of rows) {
    const at = row.images.findIndex((image) => image.includes(row.key));
    const use = { kind: row.kind, id: row.id, title: row.title, alt: row.alts[at] ?? "" };
    uses.set(row.uploadId, [...(uses.get(row.uploadId) ?? []), use]);
  }
  return uses;
}

type ItemRow = Prisma.UploadGetPayload<{ select: typeof itemSelect }>;

function toItem(row: ItemRow, uses: Map<string, MediaUse[]>): MediaItem {
  const { staff, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), uploadedBy: staff, usedBy: uses.get(row.id) ?? [] };
}

/** One page of the library, newest first, and how many items there are in all. */
export async function listMedia({ skip, take }: { skip: number; take: number }) {
  const [rows, total] = await Promise.all([
    db.upload.findMany({
      where: STAFF_UPLOAD,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip,
      take,
      select: itemSelect,
    }),
    db.upload.count({ where: STAFF_UPLOAD }),
  ]);
  const uses = await usesOf(rows.map((r) => r.id));
  return { items: rows.map((row) => toItem(row, uses)), total };
}

/**
 * One library item, read inside `tx` with its row locked until the transaction ends, so a delete checks
 * its uses and removes it as one step. Null when there is no such staff upload.
 */
export async function lockMediaItem(id: string, tx: Prisma.TransactionClient): Promise<MediaItem | null> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Upload" WHERE "id" = ${id} AND "staffId" IS NOT NULL FOR UPDATE`;
  if (locked.length === 0) return null;
  const row = await tx.upload.findUniqueOrThrow({ where: { id }, select: itemSelect });
  return toItem(row, await usesOf([id], tx));
}

export async function deleteMediaRecord(id: string, tx: Prisma.TransactionClient): Promise<void> {
  await tx.upload.delete({ where: { id } });
}
