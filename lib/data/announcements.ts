import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

type Db = Prisma.TransactionClient;

/** Spec 9: Home shows at most three announcements. */
export const HOME_ANNOUNCEMENTS = 3;

export type AnnouncementView = { id: string; title: string; body: string; publishedAt: Date };

/** The newest published announcements (a future publish date is not published yet). They are for every partner. */
export async function latestAnnouncements(take = HOME_ANNOUNCEMENTS, now = new Date()): Promise<AnnouncementView[]> {
  const rows = await db.announcement.findMany({
    where: { publishedAt: { not: null, lte: now } },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, title: true, body: true, publishedAt: true },
  });
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt! }));
}

// ---------- The console's queries (decision 607); lib/console/announcements.ts runs the workflows. ----------

export type ConsoleAnnouncement = {
  id: string;
  title: string;
  body: string;
  publishedAt: string | null;
  updatedAt: string;
};

const select = { id: true, title: true, body: true, publishedAt: true, updatedAt: true } as const;

function toView(row: Prisma.AnnouncementGetPayload<{ select: typeof select }>): ConsoleAnnouncement {
  return { ...row, publishedAt: row.publishedAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() };
}

/** Published first (newest first), then drafts (newest first). Bounded: the console shows the last 100. */
export async function listAnnouncementsForConsole(): Promise<ConsoleAnnouncement[]> {
  const rows = await db.announcement.findMany({
    orderBy: [{ publishedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }],
    take: 100,
    select,
  });
  return rows.map(toView);
}

export async function findAnnouncement(id: string): Promise<ConsoleAnnouncement | null> {
  const row = await db.announcement.findUnique({ where: { id }, select });
  return row && toView(row);
}

export async function announcementExists(id: string): Promise<boolean> {
  return (await db.announcement.count({ where: { id } })) > 0;
}

export async function createAnnouncement(
  data: { title: string; body: string; publishedAt: Date | null; authorId: string },
  client: Db = db,
): Promise<ConsoleAnnouncement> {
  return toView(await client.announcement.create({ data, select }));
}

/**
 * Changes the text and, when given, the publication date. With `expectedUpdatedAt` (the version the
 * editor saw) a row changed since is not overwritten: Prisma's P2025, as for a deleted one.
 */
export async function updateAnnouncement(
  id: string,
  data: { title: string; body: string; publishedAt?: Date | null },
  expectedUpdatedAt: string | undefined,
  client: Db = db,
): Promise<ConsoleAnnouncement> {
  const where = expectedUpdatedAt ? { id, updatedAt: new Date(expectedUpdatedAt) } : { id };
  return toView(await client.announcement.update({ where, data, select }));
}

export async function deleteAnnouncement(id: string, client: Db = db): Promise<void> {
  await client.announcement.delete({ where: { id } });
}
