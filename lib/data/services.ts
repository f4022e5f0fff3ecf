import "server-only";
// Every 'Dynamics' service query. Public reads see services published by now only (decision 206), through
// 'use cache' under the 'services' tag; the console's writes (lib/console/content) expire it (decisions 201,
// 708).
import { cacheTag } from "next/cache";
import { cache } from "react";
import { servicePath } from "@/lib/model/content-paths";
import { db } from "@/lib/db";
import { keepUntil, lastModified, publicAt, publicationDate, scheduledAfter } from "./publication";
import { failIfSimulatedOutage } from "./simulated-outage";
import type { Prisma } from "@/lib/generated/prisma/client";
import { parseSlugOrId } from "@/lib/validations/slug-or-id";
import type { ServiceChanges, ServiceValues } from "@/lib/validations/service";

export const SERVICES_CACHE_TAG = "services";

export type PublicService = {
  id: string;
  title: string;
  tagLine: string;
  description: string;
  images: string[];
  /** Alt text per image, in the same order; an empty item: not written yet (decision 626). */
  imageAlts: string[];
  whyWeBuilt: string | null;
  howItWorks: string | null;
  highlights: string[];
  benefits: string[];
  languageStyle: string | null;
  updatedAt: string;
  /** The later of `updatedAt` and its publication (lastModified in ./publication). */
  modifiedAt: string;
};

export type ServiceRecord = PublicService & {
  position: number;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
};

const recordSelect = {
  id: true,
  title: true,
  tagLine: true,
  description: true,
  images: true,
  imageAlts: true,
  whyWeBuilt: true,
  howItWorks: true,
  highlights: true,
  benefits: true,
  languageStyle: true,
  position: true,
  published: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

function toRecord(row: Prisma.ServiceGetPayload<{ select: typeof recordSelect }>): ServiceRecord {
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    modifiedAt: lastModified(row.updatedAt, row.publishedAt).toISOString(),
  };
}

function toPublic({
  position: _p,
  published: _pub,
  publishedAt: _at,
  createdAt: _c,
  ...service
}: ServiceRecord): PublicService {
  return service;
}

/** The public list, cached until a service is written or the next scheduled one is due. */
async function cachedList(): Promise<PublicService[]> {
  "use cache";
  cacheTag(SERVICES_CACHE_TAG);
  const now = new Date();
  const [rows, next] = await Promise.all([
    db.service.findMany({
      where: publicAt(now),
      orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
      select: recordSelect,
    }),
    db.service.findFirst({
      where: scheduledAfter(now),
      orderBy: { publishedAt: "asc" },
      select: { publishedAt: true },
    }),
  ]);
  keepUntil(next?.publishedAt, now);
  return rows.map((row) => toPublic(toRecord(row)));
}

/** Published services in their set order. */
export async function listPublishedServices(): Promise<PublicService[]> {
  return cachedList();
}

/** One published service by id, or null: looked up like a blog post (see getPublishedBlogPost, decision 012). */
export const getPublishedService = cache(async (id: string): Promise<PublicService | null> => {
  const key = parseSlugOrId(id);
  if (!key) return null;
  failIfSimulatedOutage(key);
  const listed = (await cachedList()).find((service) => service.id === key);
  if (listed) return listed;
  const row = await db.service.findFirst({ where: { id: key, ...publicAt(new Date()) }, select: recordSelect });
  return row ? toPublic(toRecord(row)) : null;
});

/** Whether `id` names a published service, read like isPublishedBlogSlug (the proxy's check). */
export async function isPublishedServiceId(id: string): Promise<boolean> {
  const key = parseSlugOrId(id);
  if (!key) return false;
  failIfSimulatedOutage(key);
  return (await db.service.count({ where: { id: key, ...publicAt(new Date()) } })) > 0;
}

/** For app/sitemap.ts: one entry per published service. */
export async function listServiceSitemapEntries(): Promise<{ path: string; lastModified: Date }[]> {
  return (await listPublishedServices()).map((s) => ({
    path: servicePath(s.id),
    lastModified: new Date(s.modifiedAt),
  }));
}

// ---------- Writes, for the provider console (lib/console/content), inside its transaction. ----------

type Db = Prisma.TransactionClient;

export async function insertService(
  { publishAt, ...values }: ServiceValues,
  authorId: string | null,
  tx: Db,
): Promise<ServiceRecord> {
  // A new service without a position goes last (two created at once may share one: then oldest first).
  const position =
    values.position ?? ((await tx.service.aggregate({ _max: { position: true } }))._max.position ?? -1) + 1;
  const publishedAt = publicationDate(values.published, publishAt, null);
  return toRecord(
    await tx.service.create({ data: { ...values, position, publishedAt, authorId }, select: recordSelect }),
  );
}

/**
 * Changes what `update` names. With `expectedUpdatedAt` (the version the editor saw) a service changed
 * since is not overwritten: Prisma's P2025, as for a deleted one.
 */
export async function updateService(
  id: string,
  { publishAt, ...values }: ServiceChanges,
  expectedUpdatedAt: string | undefined,
  tx: Db,
): Promise<ServiceRecord> {
  const where = expectedUpdatedAt ? { id, updatedAt: new Date(expectedUpdatedAt) } : { id };
  // The content (and the version check) first, so a stale save changes nothing at all.
  const row = await tx.service.update({ where, data: values, select: recordSelect });
  if (values.published === undefined) return toRecord(row);
  const publishedAt = publicationDate(values.published, publishAt, row.publishedAt);
  return toRecord(await tx.service.update({ where: { id }, data: { publishedAt }, select: recordSelect }));
}

export async function deleteService(id: string, tx: Db): Promise<void> {
  await tx.service.delete({ where: { id } });
}

export async function serviceExists(id: string): Promise<boolean> {
  return (await db.service.count({ where: { id } })) > 0;
}

/** One service, draft or published, by id: the console's editor. Not cached. */
export async function findServiceRecord(id: string): Promise<ServiceRecord | null> {
  const row = await db.service.findUnique({ where: { id }, select: recordSelect });
  return row && toRecord(row);
}

/** Every service, drafts included: the console's list. Not cached. */
export async function listAllServices(): Promise<ServiceRecord[]> {
  const rows = await db.service.findMany({
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: recordSelect,
  });
  return rows.map(toRecord);
}
