import { randomUUID } from "node:crypto";
import { openDeviceSession } from "@/lib/auth/device-sessions";
import { db } from "@/lib/db";
import type { PartnerStatus } from "@/lib/generated/prisma/client";
import { readDevMailbox } from "@/lib/mail/dev-mailbox";
import { fromIp, jsonRequest, uniqueEmail, uniqueIp } from "./public-helpers";
import { passwordHash } from "../shared/password-hash";

export const PASSWORD = "violet-tandoor-47";

let staffId: string | undefined;

export async function staffUser(): Promise<string> {
  staffId ??= (
    await db.staffUser.create({
      data: {
        email: `staff.${randomUUID().slice(0, 8)}@example.com`,
        name: "Reviewer",
        passwordHash: "x",
        role: "ADMIN",
      },
    })
  ).id;
  return staffId;
}

/** A partner straight in the database (argon2 hash of PASSWORD), approved unless told otherwise. */
export async function createPartner(options: { status?: PartnerStatus; password?: string; prefix?: string } = {}) {
  const email = uniqueEmail(options.prefix ?? "partner");
  const partner = await db.partner.create({
    data: {
      email,
      firstName: "Asha",
      lastName: "Rao",
      phoneNumber: "9876543210",
      companyName: "Rao Foods",
      companyAddress: "1 MG Road, Bengaluru",
      companyPrivacyUrl: "https://raofoods.example/privacy",
      passwordHash: await passwordHash(options.password ?? PASSWORD),
      status: options.status ?? "APPROVED",
    },
  });
  return { id: partner.id, email, password: options.password ?? PASSWORD };
}

/** A valid profile update (PATCH /api/v1/user and updateProfileAction). */
export const PROFILE_UPDATE = {
  firstName: "Asha",
  lastName: "Iyer",
  phoneNumber: "+91 98765 43210",
  companyName: "Iyer Foods",
  companyAddress: "1 MG Road, Bengaluru",
  companyPrivacyURL: "https://iyer.example/privacy",
};

/** The partner sign-up form as the spec's client sends it (POST /api/v1/user/signup, without the grant). */
export function signUpForm(email: string, password = PASSWORD) {
  return {
    firstName: "Meera",
    lastName: "Iyer",
    email,
    phoneNumber: "+91 98450 12345",
    companyName: "Iyer Travels",
    companyAddress: "22 Residency Road, Bengaluru",
    companyPrivacyURL: "https://iyertravels.example/privacy",
    password,
  };
}

/**
 * A session token (and its device session) for a partner made by createPartner, without going through
 * sign-in's rate limits.
 */
export async function sessionTokenFor(partner: { id: string; email: string }, device = "Test device"): Promise<string> {
  const subject = { id: partner.id, email: partner.email, firstName: "Asha", lastName: "Rao" };
  return (await openDeviceSession(subject, device)).token;
}

/**
 * Codes are read where a person reads them in the demo: the newest code e-mail in the local mailbox
 * (the table itself holds only the masked copy, decision 812).
 */
export async function latestCode(email: string): Promise<string> {
  const mail = (await readDevMailbox({ to: email })).find((m) => m.subject.includes("code"));
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code e-mail to ${email}`);
  return code;
}

export function mailCount(email: string): Promise<number> {
  return db.emailMessage.count({ where: { to: email } });
}

/** A JSON POST from a client at `ip` (signed as the app server does), with extra headers. */
export function post(path: string, body: unknown, ip = uniqueIp(), headers: Record<string, string> = {}): Request {
  return jsonRequest(path, body, { ...fromIp(ip), ...headers });
}

export function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, { headers });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const cookie = (token: string) => ({ cookie: `authToken=${token}` });

export { fromIp, uniqueEmail, uniqueIp };
