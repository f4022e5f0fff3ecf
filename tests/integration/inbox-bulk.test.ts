import { describe, expect, it, vi } from "vitest";

// Decision 627: bulk actions on the inbox run the single workflow per item, audited per item, once the
// count is confirmed; an item refused is named and left as it was; roles as for one item (decision 601).
// No Next runtime here: the cache helpers do nothing and invalidations are only recorded.
vi.mock("next/cache", () => import("../shared/next-runtime").then((m) => m.nextCache));

import { setHandled } from "@/lib/console/inbox";
import { carryOutDeletions, exportInboxItems, handleInboxItems } from "@/lib/console/inbox-bulk";
import { db } from "@/lib/db";
import { execute } from "@/lib/operations/execute";
import type { StaffSession } from "@/lib/staff/session";
import { createPartner, uniqueEmail, uniqueIp } from "./partner-helpers";
import { createStaff } from "./staff-helpers";

const as = (actor: StaffSession) => ({ actor, ip: uniqueIp(), userAgent: null, via: "action" as const });
const messages = (n: number, name = "Asha Rao") =>
  Promise.all(
    Array.from({ length: n }, () =>
      db.contactMessage.create({ data: { name, email: uniqueEmail("bulk-msg"), message: "Please call back." } }),
    ),
  );
const entries = (ids: string[], action: string) =>
  db.auditLog.findMany({
    where: { entityId: { in: ids }, action },
    orderBy: { id: "asc" },
    select: { entityId: true, entityType: true, actorId: true, summary: true },
  });

describe("marking many inbox items handled", () => {
  it("handles the selected messages once the count is confirmed, one audit entry each; one handled meanwhile is named", async () => {
    const editor = await createStaff("EDITOR");
    const other = await createStaff("EDITOR");
    const [first, meanwhile, last] = await messages(3);
    const ids = [first!.id, meanwhile!.id, last!.id];

    // A count that is not the number selected changes nothing.
    await expect(
      execute(handleInboxItems, { kind: "messages", ids, confirmCount: 2 }, as(editor)),
    ).rejects.toMatchObject({ message: "Mark 3 messages handled? Confirm the number selected and try again." });
    expect(await entries(ids, "message.handle")).toEqual([]);

    await setHandled({ session: other, ip: "127.0.0.1" }, "messages", meanwhile!.id, true);
    const outcome = await execute(handleInboxItems, { kind: "messages", ids, confirmCount: 3 }, as(editor));
    expect(outcome.data).toMatchObject({
      done: [first!.id, last!.id],
      refused: [{ id: meanwhile!.id, message: "This message is already handled." }],
    });
    // The tabs' counts as they are after the action (other tests add messages meanwhile: their shape only).
    expect(outcome.data.counts).toEqual({
      messages: expect.any(Number),
      leads: expect.any(Number),
      deletions: expect.any(Number),
    });
    expect(outcome.message).toBe("Handled 2 messages; 1 message left as it was.");
    const rows = await db.contactMessage.findMany({ where: { id: { in: ids } } });
    expect(rows.every((m) => m.handledAt)).toBe(true);
    // Each by whom it was done: the one handled meanwhile keeps its one entry, by the other editor.
    const audited = await entries(ids, "message.handle");
    expect(audited.map((e) => [e.entityId, e.actorId])).toEqual([
      [meanwhile!.id, other.staffId],
      [first!.id, editor.staffId],
      [last!.id, editor.staffId],
    ]);
    expect(audited[1]).toMatchObject({
      entityType: "ContactMessage",
      summary: `Handled the message from ${first!.email}`,
    });
  });

  it("handles leads too; an id that is no lead is named as gone", async () => {
    const admin = await createStaff("ADMIN");
    const lead = await db.lead.create({
      data: { name: "Ravi", email: uniqueEmail("bulk-lead"), phone: "9876501234", companySize: "S1_10" },
    });
    const outcome = await execute(
      handleInboxItems,
      { kind: "leads", ids: [lead.id, "no-such-lead"], confirmCount: 2 },
      as(admin),
    );
    expect(outcome.data).toMatchObject({
      done: [lead.id],
      refused: [{ id: "no-such-lead", message: "This item no longer exists." }],
    });
    expect(await entries([lead.id], "lead.handle")).toHaveLength(1);
  });
});

describe("carrying out many deletion requests", () => {
  const request = (email: string, status: "CONFIRMED" | "AWAITING_CONFIRMATION" = "CONFIRMED") =>
    db.deletionRequest.create({
      data: {
        email,
        status,
        confirmTokenHash: `bulk-${Math.random()}`,
        confirmedAt: status === "CONFIRMED" ? new Date() : null,
      },
    });

  it("is refused to an editor (403) before anything is deleted; an admin carries out each, audited; an unconfirmed one is named [security 45]", async () => {
    const editor = await createStaff("EDITOR");
    const admin = await createStaff("ADMIN");
    const partner = await createPartner({ prefix: "bulk-leaving" });
    const a = await request(partner.email);
    const b = await request(uniqueEmail("bulk-leaving"));
    const waiting = await request(uniqueEmail("bulk-waiting"), "AWAITING_CONFIRMATION");
    const ids = [a.id, waiting.id, b.id];

    await expect(execute(carryOutDeletions, { ids, confirmCount: 3 }, as(editor))).rejects.toMatchObject({
      code: "forbidden",
      status: 403,
    });
    expect(await db.partner.count({ where: { id: partner.id } })).toBe(1);

    const outcome = await execute(carryOutDeletions, { ids, confirmCount: 3 }, as(admin));
    expect(outcome.data).toMatchObject({
      done: [a.id, b.id],
      refused: [{ id: waiting.id, message: "Only a request the person confirmed by e-mail can be carried out." }],
    });
    expect(outcome.message).toBe("Carried out 2 deletion requests; 1 deletion request left as it was.");
    expect(await db.partner.count({ where: { id: partner.id } })).toBe(0);
    const audited = await entries(ids, "deletion.execute");
    expect(audited.map((e) => [e.entityId, e.actorId])).toEqual([
      [a.id, admin.staffId],
      [b.id, admin.staffId],
    ]);
    const states = await db.deletionRequest.findMany({
      where: { id: { in: ids } },
      select: { id: true, status: true },
    });
    expect(Object.fromEntries(states.map((s) => [s.id, s.status]))).toEqual({
      [a.id]: "COMPLETED",
      [b.id]: "COMPLETED",
      [waiting.id]: "AWAITING_CONFIRMATION",
    });
  });
});

describe("exporting the selected inbox items", () => {
  it("writes the selected rows only, formula-safe and in India time, with an audit entry per item; a gone one is named [security 45]", async () => {
    const editor = await createStaff("EDITOR");
    const [formula, plain, notSelected] = await messages(3, '=HYPERLINK("http://x")');
    await db.contactMessage.update({
      where: { id: plain!.id },
      data: { name: "Plain Name", createdAt: new Date("2026-11-28T20:09:00Z") },
    });
    const ids = [formula!.id, "gone-meanwhile", plain!.id];

    await expect(
      execute(exportInboxItems, { kind: "messages", ids, confirmCount: 1 }, as(editor)),
    ).rejects.toMatchObject({ message: "Export 3 messages? Confirm the number selected and try again." });
    expect(await entries([formula!.id, plain!.id], "inbox.export")).toEqual([]);

    const outcome = await execute(exportInboxItems, { kind: "messages", ids, confirmCount: 3 }, as(editor));
    expect(outcome.message).toBe("Exported 2 messages; 1 message not exported.");
    expect(outcome.data).toMatchObject({
      done: [formula!.id, plain!.id],
      refused: [{ id: "gone-meanwhile", message: "This item no longer exists." }],
      filename: expect.stringMatching(/^messages-selected-\d{4}-\d{2}-\d{2}\.csv$/),
    });
    const lines = outcome.data.csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Received (IST)","Name","Email","Message","Handled (IST)"');
    expect(lines).toHaveLength(3);
    expect(outcome.data.csv).toContain(`"'=HYPERLINK(""http://x"")","${formula!.email}"`);
    expect(outcome.data.csv).toContain(`"2026-11-29T01:39:00.000+05:30","Plain Name","${plain!.email}"`);
    expect(outcome.data.csv).not.toContain(notSelected!.email);

    const audited = await entries([formula!.id, plain!.id, notSelected!.id], "inbox.export");
    expect(audited).toEqual([
      {
        entityId: formula!.id,
        entityType: "ContactMessage",
        actorId: editor.staffId,
        summary: `Exported the message from ${formula!.email} as CSV`,
      },
      {
        entityId: plain!.id,
        entityType: "ContactMessage",
        actorId: editor.staffId,
        summary: `Exported the message from ${plain!.email} as CSV`,
      },
    ]);
  });

  it("exports deletion requests for an editor, who may read them (decision 601); a selection of another kind's ids is refused item by item [security 45]", async () => {
    const editor = await createStaff("EDITOR");
    const email = uniqueEmail("bulk-export-deletion");
    const request = await db.deletionRequest.create({
      data: { email, reason: "+cmd|' /C calc'!A0", confirmTokenHash: `bulk-${Math.random()}` },
    });
    const [message] = await messages(1);
    const outcome = await execute(
      exportInboxItems,
      { kind: "deletions", ids: [request.id, message!.id], confirmCount: 2 },
      as(editor),
    );
    expect(outcome.data.done).toEqual([request.id]);
    expect(outcome.data.refused).toEqual([{ id: message!.id, message: "This item no longer exists." }]);
    expect(outcome.data.csv).toContain(`"${email}","'+cmd|' /C calc'!A0","AWAITING_CONFIRMATION"`);
    expect(outcome.data.csv).not.toContain(message!.email);
    expect(await entries([request.id], "inbox.export")).toMatchObject([{ entityType: "DeletionRequest" }]);
  });
});

describe("one item's Mark handled", () => {
  it("refuses an item already in that state, and writes no second entry", async () => {
    const editor = await createStaff("EDITOR");
    const [message] = await messages(1);
    const ctx = { session: editor, ip: "127.0.0.1" };
    await setHandled(ctx, "messages", message!.id, true);
    await expect(setHandled(ctx, "messages", message!.id, true)).rejects.toMatchObject({
      code: "conflict",
      message: "This message is already handled.",
    });
    await setHandled(ctx, "messages", message!.id, false);
    await expect(setHandled(ctx, "messages", message!.id, false)).rejects.toMatchObject({
      message: "This message is already new.",
    });
    expect(await db.auditLog.count({ where: { entityId: message!.id } })).toBe(2);
  });
});
