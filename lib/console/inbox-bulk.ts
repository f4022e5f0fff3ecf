import "server-only";
import { AppError } from "@/lib/errors";
import { todayInIndia } from "@/lib/model/calendar-day";
import { defineOperation } from "@/lib/operations/operation";
import { INBOX_NOUNS, bulkDeletionsSchema, bulkExportSchema, bulkHandleSchema } from "@/lib/validations/staff";
import { bulkMessage, forEachSelected } from "./bulk";
import { countOf } from "@/lib/format/count-of";
import { audit, staffContextOf as staff } from "./context";
import { executeDeletionRequest, setHandled } from "./inbox";
import { inboxCsv } from "./inbox-export";
import { inboxCounts, inboxRows } from "./reads";

// Bulk actions on the inbox (decision 627), on decision 623's loop: the single workflow per selected item,
// each with its own audit entry, once the count named in the question is confirmed. The answers carry the
// tabs' counts as they are after the action, as the single actions do (console review m5).

const ENTITY = { messages: "ContactMessage", leads: "Lead", deletions: "DeletionRequest" } as const;

/** "Mark handled" on the selected messages or leads (admins and editors). */
export const handleInboxItems = defineOperation({
  name: "staff.handle-inbox-items",
  audience: "staff",
  permission: "inbox.handle",
  rateLimit: "staffBulk",
  input: bulkHandleSchema,
  run: async ({ kind, ...selection }, context) => {
    const noun = INBOX_NOUNS[kind];
    const outcome = await forEachSelected(selection, `Mark ${countOf(selection.ids.length, noun)} handled?`, (id) =>
      setHandled(staff(context), kind, id, true),
    );
    return {
      data: { ...outcome, counts: await inboxCounts(staff(context)) },
      message: bulkMessage(outcome, "Handled", noun),
    };
  },
});

/** Carries out the selected deletion requests (admins only): each one's data deleted, audited and e-mailed. */
export const carryOutDeletions = defineOperation({
  name: "staff.carry-out-deletions",
  audience: "staff",
  permission: "deletions.execute",
  rateLimit: "staffBulk",
  input: bulkDeletionsSchema,
  run: async (selection, context) => {
    const noun = INBOX_NOUNS.deletions;
    const outcome = await forEachSelected(selection, `Carry out ${countOf(selection.ids.length, noun)}?`, (requestId) =>
      executeDeletionRequest(staff(context), requestId),
    );
    return {
      data: { ...outcome, counts: await inboxCounts(staff(context)) },
      message: bulkMessage(outcome, "Carried out", noun),
    };
  },
});

/**
 * The selected items of one tab as CSV, the tab export's columns (lib/console/inbox-export.ts). Personal
 * data leaves the console: every item exported has its own audit entry; an item gone meanwhile is named.
 */
export const exportInboxItems = defineOperation({
  name: "staff.export-inbox-items",
  audience: "staff",
  permission: "inbox.read",
  rateLimit: "staffBulk",
  input: bulkExportSchema,
  run: async ({ kind, ...selection }, context) => {
    const ctx = staff(context);
    const noun = INBOX_NOUNS[kind];
    const read = await inboxRows(ctx, kind, { status: "all", ids: selection.ids, take: selection.ids.length });
    const byId = new Map<string, { email: string }>(read.rows.map((row) => [row.id, row]));
    const outcome = await forEachSelected(selection, `Export ${countOf(selection.ids.length, noun)}?`, async (id) => {
      const row = byId.get(id);
      if (!row) throw new AppError("not_found", "This item no longer exists.");
      await audit(ctx, {
        action: "inbox.export",
        entityType: ENTITY[kind],
        entityId: id,
        summary: `Exported the ${noun} from ${row.email} as CSV`,
        after: { selected: selection.ids.length },
      });
    });
    const done = new Set(outcome.done);
    // Newest first, as the tab lists them; `filter` keeps each variant's row type.
    const exported = { ...read, rows: read.rows.filter((row) => done.has(row.id)) } as typeof read;
    return {
      data: { ...outcome, csv: inboxCsv(exported), filename: `${kind}-selected-${todayInIndia()}.csv` },
      message: bulkMessage(outcome, "Exported", noun, "not exported"),
    };
  },
});
