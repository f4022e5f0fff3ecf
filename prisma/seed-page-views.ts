// Demo traffic for the console's 'Page views, last 30 days' chart. Each India day of the window gets a
// day's views from a PRNG seeded by the day, spread over public pages; the rows carry the referrer
// 'seed:demo', so a re-run adds only the days that have none yet (real visits are never counted as seeded).
import type { PrismaClient } from "../lib/generated/prisma/client";
import { addDays } from "../lib/model/calendar-day";
import { WEEKDAY, hash, indiaDayStart, prng } from "./seed-random";

export const SEED_REFERRER = "seed:demo";
const DAYS = 30;
const DAY = 86_400_000;
const PATHS = ["/", "/calculator", "/EMICalculator", "/BlogPage", "/partnerPrice", "/dynamics", "/contact"];

export async function seedPageViews(db: PrismaClient, today: string, now: Date) {
  const rows = await db.$queryRaw<{ day: string }[]>`
    SELECT DISTINCT to_char("createdAt" AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day
    FROM "PageView" WHERE referrer = ${SEED_REFERRER} AND "createdAt" >= ${new Date(indiaDayStart(addDays(today, 1 - DAYS)))}`;
  const done = new Set(rows.map((r) => r.day));
  const data = Array.from({ length: DAYS }, (_, i) => ({ day: addDays(today, i + 1 - DAYS), i }))
    .filter(({ day }) => !done.has(day))
    .flatMap(({ day, i }) => {
      const random = prng(hash(`page-views:${day}`));
      // A site growing slowly over the month, busier at weekends.
      const count = Math.round(
        (420 + i * 6) * WEEKDAY[new Date(`${day}T00:00:00Z`).getUTCDay()]! * (0.75 + random() * 0.5),
      );
      const start = indiaDayStart(day);
      const span = Math.max(1, Math.min(DAY, now.getTime() - start));
      return Array.from({ length: count }, () => ({
        path: PATHS[Math.floor(random() ** 2 * PATHS.length)]!,
        referrer: SEED_REFERRER,
        createdAt: new Date(start + Math.floor(random() * span)),
      }));
    });
  if (data.length === 0) return;
  // One statement over arrays (Prisma's createMany sent a parameter per cell).
  await db.$executeRaw`
    INSERT INTO "PageView" (path, referrer, "createdAt")
    SELECT * FROM unnest(${data.map((v) => v.path)}::text[], ${data.map((v) => v.referrer)}::text[],
      ${data.map((v) => v.createdAt.toISOString())}::timestamptz[])`;
}
