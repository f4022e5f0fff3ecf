import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { writeAudit } from "@/lib/staff/audit";
import type { StaffContext } from "./partners";

export type ContentAction = "create" | "update" | "publish" | "unpublish" | "delete";

/** What the audit log calls one kind of console content (blog posts, services). */
export type ContentKind<T> = {
  /** The audit action's prefix: `post` gives `post.publish`. */
  action: string;
  entityType: string;
  /** The word in the summary: "Edited the post “…”". */
  noun: string;
  /** What the log keeps of a record, before and after. */
  snapshot: (record: T | null) => unknown;
};

function summary(action: ContentAction, created: boolean, noun: string, title: string): string {
  const verb = {
    create: "Created",
    update: "Edited",
    publish: created ? "Created and published" : "Edited and published",
    unpublish: "Edited and unpublished",
    delete: "Deleted",
  }[action];
  return `${verb} the ${noun} “${title}”`;
}

/**
 * The `inTransaction` hook of a content write: the audit entry, written in the write's own transaction
 * (decision 602), so a change and its entry are committed together or not at all.
 */
export function contentAuditWriter<T extends { id: string; title: string }>(
  kind: ContentKind<T>,
  { session, ip }: StaffContext,
  action: ContentAction,
  before: T | null,
  created = false,
) {
  return async (after: T | null, tx: Prisma.TransactionClient) => {
    const record = (after ?? before)!;
    await writeAudit(
      { staffId: session.staffId, email: session.email, ip },
      {
        action: `${kind.action}.${action}`,
        entityType: kind.entityType,
        entityId: record.id,
        summary: summary(action, created, kind.noun, record.title),
        before: kind.snapshot(before),
        after: kind.snapshot(after),
      },
      tx,
    );
  };
}
