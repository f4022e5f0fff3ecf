import { describe, expect, it } from "vitest";
import { endOwnSession } from "@/lib/console/staff/operations";
import { db } from "@/lib/db";
import { spendRecoveryCode } from "@/lib/data/staff";
import { execute } from "@/lib/operations/execute";
import { hashPassword } from "@/lib/auth/password";
import { COMMON_PASSWORD_MESSAGE } from "@/lib/auth/password-policy";
import { SAME_PASSWORD_MESSAGE, changeStaffPassword, regenerateRecoveryCodes } from "@/lib/console/staff/account";
import { hashRecoveryCode } from "@/lib/staff/second-factor";
import { resolveStaffSession, type StaffSession } from "@/lib/staff/session";
import { decodeStaffToken } from "@/lib/staff/session-token";
import { endStaffSession, staffDevicesOf } from "@/lib/staff/device-sessions";
import { enrolmentFor, staffPasswordStep } from "@/lib/console/staff/sign-in";
import { uniqueIp } from "./partner-helpers";
import { ENROLLED_AT, codeAt, createStaff, enrol, staffToken } from "./staff-helpers";

// Your account (decision 613): one's own sessions, password and recovery codes.

const session = async (token: string) => resolveStaffSession(await decodeStaffToken(token));
/** What an entry says, without its BigInt id. */
const entryOf = (entityId: string, action: string) =>
  db.auditLog.findFirstOrThrow({
    where: { entityId, action },
    select: { actorId: true, summary: true, before: true, after: true },
  });
const NEW_PASSWORD = "Copper-Lantern-2968";

async function member(role: "ADMIN" | "EDITOR" = "EDITOR") {
  const { password, ...actor } = await createStaff(role);
  return { actor: actor as StaffSession, password };
}

describe("signed-in sessions", () => {
  it("lists this device first; ending another ends only that one; someone else's is not found [security 12]", async () => {
    const { actor } = await member();
    const laptop = await staffToken(actor.staffId);
    const phone = await staffToken(actor.staffId);
    const devices = await staffDevicesOf(actor);
    expect(devices[0]).toMatchObject({ id: actor.sessionId, current: true });
    expect(devices).toHaveLength(3);

    const laptopId = (await session(laptop)).sessionId;
    await endStaffSession(actor, laptopId, uniqueIp());
    await expect(session(laptop)).rejects.toMatchObject({ status: 401 });
    expect((await session(phone)).staffId).toBe(actor.staffId);
    await expect(endStaffSession(actor, laptopId, uniqueIp())).rejects.toMatchObject({ code: "not_found" });

    const { actor: stranger } = await member();
    await expect(endStaffSession(stranger, (await session(phone)).sessionId, uniqueIp())).rejects.toMatchObject({
      code: "not_found",
    });
    expect((await session(phone)).staffId).toBe(actor.staffId);
    expect(await entryOf(actor.staffId, "staff.session_end")).toMatchObject({
      actorId: actor.staffId,
      summary: "Ended their session on Unknown device",
    });
  });

  it("ending sessions is rate-limited per account like other repeatable writes [security 24]", async () => {
    const { actor } = await member();
    const caller = { actor, ip: uniqueIp(), userAgent: null, via: "action" as const };
    for (let i = 0; i < 30; i++)
      await execute(endOwnSession, { sessionId: `gone-${i}` }, caller).catch((e: { code: string }) =>
        expect(e.code).toBe("not_found"),
      );
    await expect(execute(endOwnSession, { sessionId: "one-more" }, caller)).rejects.toMatchObject({
      code: "rate_limited",
    });
  });
});

describe("changing one's password", () => {
  it("re-using the current password says so, though the policy would now refuse it too (console review m20)", async () => {
    const { actor } = await member();
    // Set before today's policy: it contains the product's name.
    const old = "PaisaPilot-Copper-2968";
    await db.staffUser.update({ where: { id: actor.staffId }, data: { passwordHash: await hashPassword(old) } });
    await expect(
      changeStaffPassword(actor, { currentPassword: old, newPassword: old }, uniqueIp()),
    ).rejects.toMatchObject({ extra: { fieldErrors: { newPassword: [SAME_PASSWORD_MESSAGE] } } });
    await expect(
      changeStaffPassword(actor, { currentPassword: old, newPassword: "PaisaPilot-Copper-2969" }, uniqueIp()),
    ).rejects.toMatchObject({ extra: { fieldErrors: { newPassword: [COMMON_PASSWORD_MESSAGE] } } });
  });

  it("needs the current password; ends every other session and keeps this one [security 12]", async () => {
    const { actor, password } = await member();
    const other = await staffToken(actor.staffId);
    await expect(
      changeStaffPassword(actor, { currentPassword: "not-my-password", newPassword: NEW_PASSWORD }, uniqueIp()),
    ).rejects.toMatchObject({
      code: "validation_failed",
      extra: { fieldErrors: { currentPassword: [expect.any(String)] } },
    });
    await expect(
      changeStaffPassword(actor, { currentPassword: password, newPassword: password }, uniqueIp()),
    ).rejects.toMatchObject({ extra: { fieldErrors: { newPassword: [expect.any(String)] } } });
    expect((await session(other)).staffId).toBe(actor.staffId);

    expect(
      await changeStaffPassword(actor, { currentPassword: password, newPassword: NEW_PASSWORD }, uniqueIp()),
    ).toEqual({
      endedSessions: 1,
    });
    await expect(session(other)).rejects.toMatchObject({ status: 401 });
    expect(await db.staffSession.findUnique({ where: { id: actor.sessionId } })).not.toBeNull();
    await expect(staffPasswordStep({ email: actor.email, password }, uniqueIp())).rejects.toMatchObject({
      code: "invalid_credentials",
    });
    expect((await staffPasswordStep({ email: actor.email, password: NEW_PASSWORD }, uniqueIp())).next).toBe("done");
    const entry = await entryOf(actor.staffId, "staff.password_change");
    expect(entry.summary).toBe("Changed their password; 1 other session ended");
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
  });
});

describe("a second factor offered but never confirmed", () => {
  it("goes when the password changes, so whoever saw its QR code cannot hold the factor enrolled later; a confirmed one stays [security 12]", async () => {
    const { actor, password } = await member();
    const offer = () => enrolmentFor({ id: actor.staffId, email: actor.email });
    const offered = (await offer()).secret;
    expect((await offer()).secret, "a reload shows the same code").toBe(offered);
    await changeStaffPassword(actor, { currentPassword: password, newPassword: NEW_PASSWORD }, uniqueIp());
    expect((await offer()).secret).not.toBe(offered);

    const { actor: enrolled, password: theirs } = await member();
    await enrol(enrolled);
    const before = await db.staffUser.findUniqueOrThrow({ where: { id: enrolled.staffId } });
    await changeStaffPassword(enrolled, { currentPassword: theirs, newPassword: NEW_PASSWORD }, uniqueIp());
    const after = await db.staffUser.findUniqueOrThrow({ where: { id: enrolled.staffId } });
    expect([after.totpSecret, after.totpEnabledAt]).toEqual([before.totpSecret, before.totpEnabledAt]);
  });
});

describe("recovery codes", () => {
  it("regenerated with the password: the old codes stop working, the new ones work once", async () => {
    const { actor, password } = await member("ADMIN");
    await enrol(actor);
    const old = await db.staffRecoveryCode.findMany({ where: { staffId: actor.staffId }, select: { codeHash: true } });
    await expect(regenerateRecoveryCodes(actor, "wrong-password", uniqueIp())).rejects.toMatchObject({
      code: "validation_failed",
    });
    const codes = await regenerateRecoveryCodes(actor, password, uniqueIp());
    expect(codes).toHaveLength(10);
    expect(await spendRecoveryCode(actor.staffId, old[0]!.codeHash)).toBe(false);
    expect(await spendRecoveryCode(actor.staffId, hashRecoveryCode(codes[0]!))).toBe(true);
    expect(await spendRecoveryCode(actor.staffId, hashRecoveryCode(codes[0]!))).toBe(false);
    const entry = await entryOf(actor.staffId, "staff.recovery_codes_regenerate");
    expect(JSON.stringify(entry)).not.toContain(codes[1]!);
  });

  it("regenerated with a current authenticator code, which then cannot be used again", async () => {
    const { actor } = await member("ADMIN");
    const secret = await enrol(actor);
    const later = ENROLLED_AT + 90_000;
    const code = codeAt(secret, later);
    expect(await regenerateRecoveryCodes(actor, code, uniqueIp(), later)).toHaveLength(10);
    await expect(regenerateRecoveryCodes(actor, code, uniqueIp(), later)).rejects.toMatchObject({
      code: "validation_failed",
    });
  });

  it("an account without a second factor has no codes to regenerate", async () => {
    const { actor, password } = await member();
    await expect(regenerateRecoveryCodes(actor, password, uniqueIp())).rejects.toMatchObject({ code: "conflict" });
  });
});
