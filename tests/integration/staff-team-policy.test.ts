import { afterEach, describe, expect, it } from "vitest";
import { recentActivityOf } from "@/lib/data/audit";
import { acceptInvite } from "@/lib/console/staff/invite-acceptance";
import { inviteStaff } from "@/lib/console/staff/invites";
import { setTeamPolicy, staffOverview } from "@/lib/console/staff/members";
import { setTeamPolicy as setTeamPolicyOperation } from "@/lib/console/staff/operations";
import { staffPasswordStep } from "@/lib/console/staff/sign-in";
import { db } from "@/lib/db";
import { openBody } from "@/lib/mail/sealed-body";
import { execute } from "@/lib/operations/execute";
import { resolveStaffSession } from "@/lib/staff/session";
import { decodeStaffToken } from "@/lib/staff/session-token";
import { uniqueEmail, uniqueIp } from "./partner-helpers";
import { createStaff, enrol, staffContext, staffToken } from "./staff-helpers";

// Decision 622: the team's two-step policy, enforced at the next sign-in; the invitation link shown once to
// the inviting admin; each member's recent activity. The policy is one row for the whole team: every test
// here puts it back, so no other file of this worker's database sees it on.

afterEach(async () => {
  await db.staffPolicy.deleteMany();
});

const signIn = (member: { email: string; password: string }) =>
  staffPasswordStep({ email: member.email, password: member.password }, uniqueIp());

describe("the team's two-step policy", () => {
  it("required of everyone: an editor without a factor enrols at the next sign-in, an open session goes on [security 42]", async () => {
    const admin = await staffContext("ADMIN");
    const editor = await createStaff("EDITOR");
    const enrolled = await createStaff("EDITOR");
    await enrol(enrolled);
    const openSession = await staffToken(editor.staffId);
    expect((await signIn(editor)).next).toBe("done");

    const changed = await setTeamPolicy(admin, true);
    expect(changed.requireSecondFactor).toBe(true);
    expect(changed.withoutSecondFactor).toBeGreaterThanOrEqual(1);

    expect((await signIn(editor)).next).toBe("enrol");
    expect((await signIn(enrolled)).next).toBe("verify");
    // Nobody loses what they are typing: the session opened before the change still works.
    await expect(resolveStaffSession(await decodeStaffToken(openSession))).resolves.toMatchObject({
      staffId: editor.staffId,
    });
    expect((await staffOverview(admin)).policy).toEqual({ requireSecondFactor: true });

    await setTeamPolicy(admin, false);
    expect((await signIn(editor)).next).toBe("done");

    const entries = await db.auditLog.findMany({
      where: { entityType: "StaffPolicy", actorId: admin.session.staffId },
      orderBy: { id: "asc" },
      select: { action: true, summary: true, before: true, after: true },
    });
    expect(entries).toEqual([
      {
        action: "staff.policy_change",
        summary: "Required two-step sign-in of every staff member",
        before: { requireSecondFactor: false },
        after: { requireSecondFactor: true },
      },
      {
        action: "staff.policy_change",
        summary: "Required two-step sign-in of admins only",
        before: { requireSecondFactor: true },
        after: { requireSecondFactor: false },
      },
    ]);
  });

  it("only an admin changes it; saving the same choice again is refused; the form's value is checked", async () => {
    const editor = await staffContext("EDITOR");
    await expect(setTeamPolicy(editor, true)).rejects.toMatchObject({ code: "forbidden" });
    const admin = await staffContext("ADMIN");
    await expect(setTeamPolicy(admin, false)).rejects.toMatchObject({
      code: "conflict",
      message: "Two-step sign-in is already required of admins only.",
    });
    const caller = { actor: admin.session, ip: uniqueIp(), userAgent: null, via: "action" as const };
    await expect(execute(setTeamPolicyOperation, { secondFactor: "nobody" }, caller)).rejects.toMatchObject({
      extra: { fieldErrors: { secondFactor: ["Choose who must use two-step sign-in."] } },
    });
    const saved = await execute(setTeamPolicyOperation, { secondFactor: "everyone" }, caller);
    expect(saved.message).toMatch(/^Two-step sign-in is now required of everyone\./);
    expect(await db.staffPolicy.findFirstOrThrow()).toMatchObject({
      requireSecondFactor: true,
      updatedById: admin.session.staffId,
    });
  });

  it("an editor invited while it is required joins through enrolment, and the mail says so", async () => {
    const admin = await staffContext("ADMIN");
    await setTeamPolicy(admin, true);
    const email = uniqueEmail("policy-invitee");
    const sent = await inviteStaff(admin, { email, role: "EDITOR" });
    const row = await db.emailMessage.findFirstOrThrow({ where: { to: email } });
    expect(openBody(row.sealedBody!, email).text).toContain("the team requires two-step sign-in of everyone");
    const token = new URL(sent.link).searchParams.get("token")!;
    const accepted = await acceptInvite(
      { token, name: "Ravi Menon", password: "Quiet-Orchard-7431" },
      uniqueIp(),
      null,
    );
    expect(accepted.next).toBe("enrol");
  });
});

describe("the invitation link shown once", () => {
  it("is the mailed link, answered to the inviting admin and stored nowhere [security 42]", async () => {
    const admin = await staffContext("ADMIN");
    const email = uniqueEmail("link-invitee");
    const sent = await inviteStaff(admin, { email, role: "EDITOR" });
    expect(sent.link).toMatch(/\/admin\/invite\?token=[\w-]{20,}$/);
    const row = await db.emailMessage.findFirstOrThrow({ where: { to: email } });
    expect(openBody(row.sealedBody!, email).text).toContain(sent.link);
    const token = new URL(sent.link).searchParams.get("token")!;
    const { sealedBody: _sealed, ...stored } = row;
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(await db.staffInvite.findUniqueOrThrow({ where: { id: sent.id } }))).not.toContain(token);
    const entries = await db.auditLog.findMany({
      where: { entityId: sent.id },
      select: { summary: true, after: true },
    });
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain(token);
    // The link works, once.
    const joined = await acceptInvite({ token, name: "Asha Rao", password: "Quiet-Orchard-7431" }, uniqueIp(), null);
    expect(joined.next).toBe("console");
  });
});

describe("each member's recent activity", () => {
  it("lists a member's newest three entries, newest first, and nobody else's", async () => {
    const busy = await createStaff("EDITOR");
    const idle = await createStaff("EDITOR");
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
    await db.auditLog.createMany({
      data: [1, 2, 3, 4].map((n) => ({
        actorId: busy.staffId,
        actorEmail: busy.email,
        action: "content.post_save",
        entityType: "BlogPost",
        summary: `Saved draft ${n}`,
        createdAt: at(n),
      })),
    });
    const activity = await recentActivityOf([busy.staffId, idle.staffId], 3);
    expect(activity.get(busy.staffId)).toEqual([
      { summary: "Saved draft 4", createdAt: at(4) },
      { summary: "Saved draft 3", createdAt: at(3) },
      { summary: "Saved draft 2", createdAt: at(2) },
    ]);
    expect(activity.get(idle.staffId)).toEqual([]);

    const overview = await staffOverview(await staffContext("ADMIN"));
    expect(overview.members.find((m) => m.id === busy.staffId)?.recentActivity.map((e) => e.summary)).toEqual([
      "Saved draft 4",
      "Saved draft 3",
      "Saved draft 2",
    ]);
  });
});
