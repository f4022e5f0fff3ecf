import { describe, expect, it } from "vitest";
import { listMail } from "@/lib/console/mail";
import { inviteStaff as inviteOperation } from "@/lib/console/staff/operations";
import { inviteStaff, revokeInvite } from "@/lib/console/staff/invites";
import { changeRole, resetSecondFactor, setAccess } from "@/lib/console/staff/members";
import { db } from "@/lib/db";
import { openBody } from "@/lib/mail/sealed-body";
import { execute } from "@/lib/operations/execute";
import { acceptInvite } from "@/lib/console/staff/invite-acceptance";
import { decodeStaffToken } from "@/lib/staff/session-token";
import { resolveStaffSession } from "@/lib/staff/session";
import { STAFF_DISABLED_MESSAGE, staffPasswordStep } from "@/lib/console/staff/sign-in";
import { INVALID_CREDENTIALS_MESSAGE } from "@/lib/auth/messages";
import { uniqueEmail, uniqueIp } from "./partner-helpers";
import { createStaff, enrol, staffContext, staffToken } from "./staff-helpers";

// Decisions 613 and 614: invitations, roles, access and second factors, each audited. The last-admin rule
// needs a database of its own (staff-last-admin.test.ts): here other files' admins are always present.

const NEW_PASSWORD = "Quiet-Orchard-7431";

/** The invitation e-mail's row, and the link's token opened from its sealed body (only the sender does this). */
async function invitation(email: string) {
  const row = await db.emailMessage.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  const token = /invite\?token=([\w-]+)/.exec(openBody(row.sealedBody!, email).text)?.[1];
  if (!token) throw new Error("no invitation link in the sealed body");
  return { row, token };
}

const session = async (token: string) => resolveStaffSession(await decodeStaffToken(token));
const entriesAbout = (entityId: string) =>
  db.auditLog.findMany({
    where: { entityId },
    orderBy: { id: "asc" },
    select: { action: true, actorId: true, before: true, after: true },
  });

describe("invitations", () => {
  it("the link is stored and shown to staff only masked; the editor it invites joins and is signed in [security 23]", async () => {
    const admin = await staffContext("ADMIN");
    const email = uniqueEmail("invitee");
    const sent = await inviteStaff(admin, { email, role: "EDITOR" });
    const { row, token } = await invitation(email);

    const { sealedBody: _sealed, ...stored } = row;
    expect(row.redacted).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.text).toContain("/admin/invite?token=••••••");
    expect(JSON.stringify(await listMail(admin, { search: email }))).not.toContain(token);
    expect(JSON.stringify(await db.staffInvite.findUniqueOrThrow({ where: { id: sent.id } }))).not.toContain(token);

    const accepted = await acceptInvite(
      { token, name: "Asha Rao", password: NEW_PASSWORD },
      uniqueIp(),
      "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
    );
    expect(accepted.next).toBe("console");
    const joined = await session((accepted as { sessionToken: string }).sessionToken);
    expect(joined).toMatchObject({ email, name: "Asha Rao", role: "EDITOR" });
    expect((await staffPasswordStep({ email, password: NEW_PASSWORD }, uniqueIp())).next).toBe("done");

    // Single use.
    await expect(
      acceptInvite({ token, name: "Someone Else", password: NEW_PASSWORD }, uniqueIp(), null),
    ).rejects.toMatchObject({
      code: "invalid_grant",
    });
    expect((await entriesAbout(sent.id)).map((e) => e.action)).toEqual(["staff.invite"]);
    // Joined and signed in, then signed in again with the chosen password.
    expect((await entriesAbout(joined.staffId)).map((e) => e.action)).toEqual([
      "staff.invite_accept",
      "staff.sign_in",
      "staff.sign_in",
    ]);
  });

  it("an invited admin enrols before any session; the same link accepted twice at once makes one account [security 4]", async () => {
    const admin = await staffContext("ADMIN");
    const email = uniqueEmail("new-admin");
    await inviteStaff(admin, { email, role: "ADMIN" });
    const { token } = await invitation(email);
    const results = await Promise.allSettled([
      acceptInvite({ token, name: "Dev Patel", password: NEW_PASSWORD }, uniqueIp(), null),
      acceptInvite({ token, name: "Dev Patel", password: NEW_PASSWORD }, uniqueIp(), null),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    expect((won[0] as PromiseFulfilledResult<{ next: string }>).value.next).toBe("enrol");
    expect(await db.staffUser.count({ where: { email } })).toBe(1);
    expect((await staffPasswordStep({ email, password: NEW_PASSWORD }, uniqueIp())).next).toBe("enrol");
  });

  it("inviting again voids the earlier link; a revoked or expired link does not open; an existing account is refused", async () => {
    const admin = await staffContext("ADMIN");
    const email = uniqueEmail("again");
    const first = await inviteStaff(admin, { email, role: "EDITOR" });
    const { token: old } = await invitation(email);
    const second = await inviteStaff(admin, { email, role: "ADMIN" });
    expect(second.replaced).toBe(true);
    const { token: fresh } = await invitation(email);
    expect(fresh).not.toBe(old);
    await expect(
      acceptInvite({ token: old, name: "Old Link", password: NEW_PASSWORD }, uniqueIp(), null),
    ).rejects.toMatchObject({
      code: "invalid_grant",
    });

    const later = new Date(Date.now() + 73 * 3600_000);
    await expect(
      acceptInvite({ token: fresh, name: "Late", password: NEW_PASSWORD }, uniqueIp(), null, later),
    ).rejects.toMatchObject({
      code: "invalid_grant",
    });
    await revokeInvite(admin, second.id);
    await expect(revokeInvite(admin, second.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(
      acceptInvite({ token: fresh, name: "Revoked", password: NEW_PASSWORD }, uniqueIp(), null),
    ).rejects.toMatchObject({
      code: "invalid_grant",
    });
    await expect(revokeInvite(admin, first.id)).rejects.toMatchObject({ code: "not_found" });

    const member = await createStaff("EDITOR");
    await expect(inviteStaff(admin, { email: member.email, role: "EDITOR" })).rejects.toMatchObject({
      code: "conflict",
    });
    const editor = await staffContext("EDITOR");
    await expect(inviteStaff(editor, { email: uniqueEmail("nope"), role: "EDITOR" })).rejects.toMatchObject({
      code: "forbidden",
    });
  });

  it("a common password or the invitee's own address is refused, and the link still works after", async () => {
    const admin = await staffContext("ADMIN");
    const email = uniqueEmail("careful");
    await inviteStaff(admin, { email, role: "EDITOR" });
    const { token } = await invitation(email);
    await expect(acceptInvite({ token, name: "Ira", password: "password123" }, uniqueIp(), null)).rejects.toMatchObject(
      {
        code: "validation_failed",
        extra: { fieldErrors: { password: [expect.any(String)] } },
      },
    );
    expect((await acceptInvite({ token, name: "Ira", password: NEW_PASSWORD }, uniqueIp(), null)).next).toBe("console");
  });

  it("invitations are rate-limited per admin: 429 with Retry-After past the hourly limit [security 24]", async () => {
    const { session: actor } = await staffContext("ADMIN");
    const caller = { actor, ip: uniqueIp(), userAgent: null, via: "action" as const };
    for (let i = 0; i < 20; i++)
      await execute(inviteOperation, { email: uniqueEmail(`bulk${i}`), role: "EDITOR" }, caller);
    const refused = uniqueEmail("one-too-many");
    await expect(execute(inviteOperation, { email: refused, role: "EDITOR" }, caller)).rejects.toMatchObject({
      code: "rate_limited",
      extra: { retryAfterSeconds: expect.any(Number) },
    });
    expect(await db.staffInvite.count({ where: { email: refused } })).toBe(0);
  });
});

describe("managing staff", () => {
  it("an admin's open invitations stop working once they are disabled or no longer an admin, and their stale session can neither invite nor revoke [security 23]", async () => {
    const admin = await staffContext("ADMIN");
    for (const lose of [
      (inviter: string) => setAccess(admin, inviter, "disable"),
      (inviter: string) => changeRole(admin, inviter, "EDITOR"),
    ]) {
      const inviter = await staffContext("ADMIN");
      const email = uniqueEmail("orphan");
      await inviteStaff(inviter, { email, role: "ADMIN" });
      const { token } = await invitation(email);
      const open = await inviteStaff(admin, { email: uniqueEmail("kept"), role: "EDITOR" });
      await lose(inviter.session.staffId);
      await expect(
        acceptInvite({ token, name: "Late Accomplice", password: NEW_PASSWORD }, uniqueIp(), null),
      ).rejects.toMatchObject({ code: "invalid_grant" });
      expect(await db.staffUser.count({ where: { email } })).toBe(0);
      // The session still says admin: refused on the locked rows, nothing stored (403).
      const late = uniqueEmail("stale");
      await expect(inviteStaff(inviter, { email: late, role: "ADMIN" })).rejects.toMatchObject({ code: "forbidden" });
      expect(await db.staffInvite.count({ where: { email: late } })).toBe(0);
      await expect(revokeInvite(inviter, open.id)).rejects.toMatchObject({ code: "forbidden" });
      expect((await db.staffInvite.findUniqueOrThrow({ where: { id: open.id } })).revokedAt).toBeNull();
    }
  });

  it("an invitation that no longer works is never delivered later: revoked, replaced, accepted or orphaned, its queued mail is withdrawn (console review m21)", async () => {
    const admin = await staffContext("ADMIN");
    const mail = (to: string) =>
      db.emailMessage.findMany({
        where: { to },
        orderBy: { createdAt: "asc" },
        select: { status: true, sealedBody: true },
      });
    const withdrawn = { status: "DEAD", sealedBody: null };

    const revoked = uniqueEmail("m21-revoked");
    const sent = await inviteStaff(admin, { email: revoked, role: "EDITOR" });
    expect(await mail(revoked)).toEqual([{ status: "QUEUED", sealedBody: expect.any(String) }]);
    await revokeInvite(admin, sent.id);
    expect(await mail(revoked)).toEqual([withdrawn]);

    const replaced = uniqueEmail("m21-replaced");
    await inviteStaff(admin, { email: replaced, role: "EDITOR" });
    await inviteStaff(admin, { email: replaced, role: "ADMIN" });
    expect(await mail(replaced)).toEqual([withdrawn, { status: "QUEUED", sealedBody: expect.any(String) }]);

    const accepted = uniqueEmail("m21-accepted");
    await inviteStaff(admin, { email: accepted, role: "EDITOR" });
    const { token } = await invitation(accepted);
    await acceptInvite({ token, name: "Asha Rao", password: NEW_PASSWORD }, uniqueIp(), null);
    expect(await mail(accepted)).toEqual([withdrawn]);

    const inviter = await staffContext("ADMIN");
    const orphaned = uniqueEmail("m21-orphaned");
    await inviteStaff(inviter, { email: orphaned, role: "EDITOR" });
    await setAccess(admin, inviter.session.staffId, "disable");
    expect(await mail(orphaned)).toEqual([withdrawn]);
  });

  it("two invitations to one address at once leave exactly one link open", async () => {
    const admin = await staffContext("ADMIN");
    const email = uniqueEmail("twice");
    await Promise.all([inviteStaff(admin, { email, role: "EDITOR" }), inviteStaff(admin, { email, role: "ADMIN" })]);
    expect(await db.staffInvite.count({ where: { email, acceptedAt: null, revokedAt: null } })).toBe(1);
  });

  it("disabling ends the member's open sessions at once; re-enabling lets them sign in again; only the right password hears it is disabled [security 12] [security 41]", async () => {
    const admin = await staffContext("ADMIN");
    const member = await createStaff("EDITOR");
    const token = await staffToken(member.staffId);
    expect((await session(token)).staffId).toBe(member.staffId);

    await setAccess(admin, member.staffId, "disable");
    await expect(session(token)).rejects.toMatchObject({ status: 401 });
    expect(await db.staffSession.count({ where: { staffId: member.staffId } })).toBe(0);
    // The right password learns the account is disabled; a wrong one learns nothing (console m12, security 41).
    await expect(
      staffPasswordStep({ email: member.email, password: member.password }, uniqueIp()),
    ).rejects.toMatchObject({ code: "forbidden", message: STAFF_DISABLED_MESSAGE });
    await expect(
      staffPasswordStep({ email: member.email, password: `${member.password}x` }, uniqueIp()),
    ).rejects.toMatchObject({ code: "invalid_credentials", message: INVALID_CREDENTIALS_MESSAGE });

    await setAccess(admin, member.staffId, "enable");
    await expect(session(token)).rejects.toMatchObject({ status: 401 });
    expect((await staffPasswordStep({ email: member.email, password: member.password }, uniqueIp())).next).toBe("done");
    const entries = await entriesAbout(member.staffId);
    // The refused password while disabled is a failed sign-in (decision 610).
    expect(entries.map((e) => e.action)).toEqual([
      "staff.disable",
      "staff.sign_in_failed",
      "staff.sign_in_failed",
      "staff.enable",
      "staff.sign_in",
    ]);
    expect(entries[0]).toMatchObject({ actorId: admin.session.staffId, before: { disabledAt: null } });
  });

  it("resetting a second factor ends the sessions and makes an admin enrol again; the codes go too", async () => {
    const admin = await staffContext("ADMIN");
    const other = await createStaff("ADMIN");
    await enrol(other);
    const token = await staffToken(other.staffId);
    expect((await session(token)).secondFactor).toBe(true);

    await resetSecondFactor(admin, other.staffId);
    await expect(session(token)).rejects.toMatchObject({ status: 401 });
    expect(await db.staffRecoveryCode.count({ where: { staffId: other.staffId } })).toBe(0);
    expect((await staffPasswordStep({ email: other.email, password: other.password }, uniqueIp())).next).toBe("enrol");
    await expect(resetSecondFactor(admin, other.staffId)).rejects.toMatchObject({ code: "conflict" });
    const entry = (await entriesAbout(other.staffId)).find((e) => e.action === "staff.reset_second_factor");
    expect(entry).toMatchObject({
      action: "staff.reset_second_factor",
      before: { secondFactor: true },
      after: { secondFactor: false },
    });
    expect(JSON.stringify(entry)).not.toMatch(/totp|secret|codeHash/i);
  });

  it("roles change with before and after in the log; an admin cannot disable themself; editors cannot manage", async () => {
    const admin = await staffContext("ADMIN");
    const member = await createStaff("EDITOR");
    await changeRole(admin, member.staffId, "ADMIN");
    await expect(changeRole(admin, member.staffId, "ADMIN")).rejects.toMatchObject({ code: "conflict" });
    await changeRole(admin, member.staffId, "EDITOR");
    expect((await entriesAbout(member.staffId)).map((e) => [e.before, e.after])).toEqual([
      [{ role: "EDITOR" }, { role: "ADMIN" }],
      [{ role: "ADMIN" }, { role: "EDITOR" }],
    ]);
    await expect(setAccess(admin, admin.session.staffId, "disable")).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/your own account/),
    });
    const editor = await staffContext("EDITOR");
    await expect(changeRole(editor, member.staffId, "ADMIN")).rejects.toMatchObject({ code: "forbidden" });
    await expect(setAccess(editor, member.staffId, "disable")).rejects.toMatchObject({ code: "forbidden" });
    await expect(setAccess(admin, "no-such-staff", "disable")).rejects.toMatchObject({ code: "not_found" });
  });
});
