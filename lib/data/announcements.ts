import "server-only";
import { db } from "@/lib/db";

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
