import { describe, expect, it, vi } from "vitest";

// Decision 623: bulk actions run the single workflow per item, audited per item, once the count is
// confirmed; an item refused is reported and the others go on.
// No Next runtime here: the cache helpers do nothing and invalidations are only recorded.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

import { reviewPartners } from "@/lib/console/operations";
import { bulkPosts } from "@/lib/console/content/operations";
import { reviewPartner } from "@/lib/console/partners";
import { db } from "@/lib/db";
import { execute } from "@/lib/operations/execute";
import type { StaffSession } from "@/lib/staff/session";
import { BULK_MAX } from "@/lib/validations/staff";
import { createPartner, uniqueIp } from "./partner-helpers";
import { createStaff } from "./staff-helpers";

const as = (actor: StaffSession) => ({ actor, ip: uniqueIp(), userAgent: null, via: "action" as const });
const statuses = async (ids: string[]) =>
  (await db.partner.findMany({ where: { id: { in: ids } }, select: { id: true, status: true } }))
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((p) => p.status);
const pending = (n: number) =>
  Promise.all(Array.from({ length: n }, () => createPartner({ status: "PENDING", prefix: "bulk" })));

describe("bulk review of partners", () => {
  it("approves the selected partners once the count is confirmed, each audited, notified and e-mailed on its own", async () => {
    const admin = await createStaff("ADMIN");
    const ids = (await pending(3)).map((p) => p.id);

    // A count that is not the number selected changes nothing.
    await expect(
      execute(reviewPartners, { ids, confirmCount: 2, decision: "approve" }, as(admin)),
    ).rejects.toMatchObject({
      code: "validation_failed",
      message: "Approve 3 partners? Confirm the number selected and try again.",
    });
    expect(await statuses(ids)).toEqual(["PENDING", "PENDING", "PENDING"]);

    const outcome = await execute(reviewPartners, { ids, confirmCount: 3, decision: "approve" }, as(admin));
    expect(outcome.data).toEqual({ done: ids, refused: [], status: "APPROVED" });
    expect(outcome.message).toBe("Approved 3 partners");
    expect(await statuses(ids)).toEqual(["APPROVED", "APPROVED", "APPROVED"]);
    const entries = await db.auditLog.findMany({
      where: { entityId: { in: ids }, actorId: admin.staffId },
      select: { action: true, entityId: true },
    });
    expect(entries.map((e) => e.action)).toEqual(["partner.approve", "partner.approve", "partner.approve"]);
    expect(new Set(entries.map((e) => e.entityId))).toEqual(new Set(ids));
    expect(await db.notification.count({ where: { partnerId: { in: ids } } })).toBe(3);
  });

  it("rejects with one reason for all; a partner reviewed meanwhile is left as it was and named, the rest go on", async () => {
    const admin = await createStaff("ADMIN");
    const other = await createStaff("ADMIN");
    const [first, meanwhile, last] = await pending(3);
    await reviewPartner({ session: other, ip: "127.0.0.1" }, { partnerId: meanwhile!.id, decision: "approve" });
    const ids = [first!.id, meanwhile!.id, last!.id];

    const outcome = await execute(
      reviewPartners,
      { ids, confirmCount: 3, decision: "reject", reason: "The privacy policy link does not open." },
      as(admin),
    );
    expect(outcome.data).toEqual({
      done: [first!.id, last!.id],
      refused: [{ id: meanwhile!.id, message: "This partner is approved: reload to see the latest state." }],
      status: "REJECTED",
    });
    expect(outcome.message).toBe("Rejected 2 partners; 1 partner left as it was.");
    expect(await statuses(ids)).toEqual(["REJECTED", "APPROVED", "REJECTED"]);
    const rejected = await db.partner.findUniqueOrThrow({ where: { id: first!.id } });
    expect(rejected.reviewNote).toBe("The privacy policy link does not open.");
  });

  it("refuses an editor, a rejection without a reason, an empty or oversized selection, before anything changes", async () => {
    const editor = await createStaff("EDITOR");
    const admin = await createStaff("ADMIN");
    const ids = (await pending(2)).map((p) => p.id);
    await expect(
      execute(reviewPartners, { ids, confirmCount: 2, decision: "approve" }, as(editor)),
    ).rejects.toMatchObject({ code: "forbidden" });
    await expect(
      execute(reviewPartners, { ids, confirmCount: 2, decision: "reject", reason: "no" }, as(admin)),
    ).rejects.toMatchObject({
      extra: { fieldErrors: { reason: ["Give the partner a reason (at least 5 characters)."] } },
    });
    await expect(
      execute(reviewPartners, { ids: [], confirmCount: 0, decision: "approve" }, as(admin)),
    ).rejects.toMatchObject({ extra: { fieldErrors: { ids: ["Select at least one partner."] } } });
    const tooMany = Array.from({ length: BULK_MAX + 1 }, (_, i) => `p${i}`);
    await expect(
      execute(reviewPartners, { ids: tooMany, confirmCount: tooMany.length, decision: "approve" }, as(admin)),
    ).rejects.toMatchObject({ extra: { fieldErrors: { ids: [`Select at most ${BULK_MAX} partners at a time.`] } } });
    expect(await statuses(ids)).toEqual(["PENDING", "PENDING"]);
  });

  it("an id that is no partner is reported as not found; the same id twice counts once", async () => {
    const admin = await createStaff("ADMIN");
    const [partner] = await pending(1);
    const outcome = await execute(
      reviewPartners,
      { ids: [partner!.id, "no-such-partner", partner!.id], confirmCount: 2, decision: "approve" },
      as(admin),
    );
    expect(outcome.data).toMatchObject({
      done: [partner!.id],
      refused: [{ id: "no-such-partner", message: "Partner not found." }],
    });
  });
});

describe("bulk actions on posts", () => {
  const draft = (title: string, published = false) =>
    db.blogPost.create({
      data: {
        slug: `bulk-${Math.random().toString(36).slice(2, 10)}`,
        title,
        description: "Text",
        published,
        publishedAt: published ? new Date(Date.UTC(2026, 9, 1)) : null,
      },
    });

  it("publishes the selected drafts and deletes others, each with its own audit entry; an editor may too", async () => {
    const editor = await createStaff("EDITOR");
    const [a, b, c] = await Promise.all([draft("Bulk A"), draft("Bulk B"), draft("Bulk C", true)]);
    const published = await execute(bulkPosts, { ids: [a.id, b.id], confirmCount: 2, action: "publish" }, as(editor));
    expect(published.message).toBe("Published 2 posts");
    const rows = await db.blogPost.findMany({ where: { id: { in: [a.id, b.id] } }, select: { published: true } });
    expect(rows).toEqual([{ published: true }, { published: true }]);

    // Already published: left as it was and named; the other one is unpublished.
    const unpublished = await execute(
      bulkPosts,
      { ids: [a.id, c.id], confirmCount: 2, action: "unpublish" },
      as(editor),
    );
    expect(unpublished.data).toEqual({ done: [a.id, c.id], refused: [] });
    const again = await execute(bulkPosts, { ids: [b.id, a.id], confirmCount: 2, action: "publish" }, as(editor));
    expect(again.data).toEqual({ done: [a.id], refused: [{ id: b.id, message: "“Bulk B” is already published." }] });

    const deleted = await execute(bulkPosts, { ids: [b.id, c.id], confirmCount: 2, action: "delete" }, as(editor));
    expect(deleted.message).toBe("Deleted 2 posts");
    expect(await db.blogPost.count({ where: { id: { in: [b.id, c.id] } } })).toBe(0);
    const actions = await db.auditLog.findMany({
      where: { actorId: editor.staffId, entityType: "BlogPost" },
      orderBy: { id: "asc" },
      select: { action: true, entityId: true },
    });
    expect(actions.map((e) => `${e.action} ${e.entityId}`)).toEqual([
      `post.publish ${a.id}`,
      `post.publish ${b.id}`,
      `post.unpublish ${a.id}`,
      `post.unpublish ${c.id}`,
      `post.publish ${a.id}`,
      `post.delete ${b.id}`,
      `post.delete ${c.id}`,
    ]);
  });

  it("changes nothing when the confirmed count is not the selection's", async () => {
    const admin = await createStaff("ADMIN");
    const [a, b] = await Promise.all([draft("Bulk D"), draft("Bulk E")]);
    await expect(
      execute(bulkPosts, { ids: [a.id, b.id], confirmCount: 1, action: "delete" }, as(admin)),
    ).rejects.toMatchObject({ message: "Delete 2 posts? Confirm the number selected and try again." });
    expect(await db.blogPost.count({ where: { id: { in: [a.id, b.id] } } })).toBe(2);
  });
});
