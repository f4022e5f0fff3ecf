import "server-only";
import { db } from "@/lib/db";
import type { Partner, PartnerStatus, Prisma } from "@/lib/generated/prisma/client";
import { deleteAllPartnerSessions } from "./partner-sessions";

type Db = Prisma.TransactionClient;

/** Partner e-mails are stored lower-cased (schema); every lookup goes through this. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user object of the partner API (spec 3): `_id`, names, contact and company fields, avatar. */
export type PartnerUser = {
  _id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  companyAddress: string;
  avatar: string | null;
};

/** The columns of a partner's contact and company details. */
export const partnerContactFields = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
  companyName: true,
  companyAddress: true,
} as const;

/** The contact and company details as the API's user object reads them. */
export const partnerUserFields = { ...partnerContactFields, avatarUrl: true } as const;

/** The user object plus the one sign-up field the profile also shows. */
export const partnerProfileFields = { ...partnerUserFields, companyPrivacyUrl: true } as const;

export function toPartnerUser(p: Pick<Partner, keyof typeof partnerUserFields>): PartnerUser {
  return {
    _id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    fullName: `${p.firstName} ${p.lastName}`.trim(),
    email: p.email,
    phoneNumber: p.phoneNumber,
    companyName: p.companyName,
    companyAddress: p.companyAddress,
    avatar: p.avatarUrl,
  };
}

export type PartnerCredentials = Pick<
  Partner,
  "id" | "email" | "firstName" | "lastName" | "passwordHash" | "status" | "reviewNote"
>;

/** For sign-in only: the one query that looks a partner up by e-mail and reads the hash. */
export function findPartnerCredentials(email: string): Promise<PartnerCredentials | null> {
  return db.partner.findUnique({
    where: { email: normaliseEmail(email) },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      passwordHash: true,
      status: true,
      reviewNote: true,
    },
  });
}

export async function partnerExists(email: string): Promise<boolean> {
  return (await findPartnerIdByEmail(email)) !== null;
}

export async function findPartnerIdByEmail(email: string, client: Db = db): Promise<string | null> {
  const row = await client.partner.findUnique({ where: { email: normaliseEmail(email) }, select: { id: true } });
  return row?.id ?? null;
}

export async function getPartnerUser(partnerId: string): Promise<PartnerUser | null> {
  const partner = await db.partner.findUnique({ where: { id: partnerId }, select: partnerUserFields });
  return partner ? toPartnerUser(partner) : null;
}

export async function getPartnerPasswordHash(partnerId: string): Promise<string | null> {
  const row = await db.partner.findUnique({ where: { id: partnerId }, select: { passwordHash: true } });
  return row?.passwordHash ?? null;
}

export type NewPartner = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  companyAddress: string;
  companyPrivacyUrl: string;
  passwordHash: string;
};

/** A verified sign-up: PENDING until the provider approves it; status is never taken from the client. */
export async function createPendingPartner(data: NewPartner, client: Db = db): Promise<PartnerUser> {
  const partner = await client.partner.create({
    data: { ...data, email: normaliseEmail(data.email), status: "PENDING", emailVerifiedAt: new Date() },
    select: partnerUserFields,
  });
  return toPartnerUser(partner);
}

/** Sets a new password; the caller ends the sessions it must (lib/partner-account/password-change.ts). */
export async function setPartnerPassword(partnerId: string, passwordHash: string, client: Db = db): Promise<void> {
  await client.partner.update({ where: { id: partnerId }, data: { passwordHash }, select: { id: true } });
}

async function review(partnerId: string, staffId: string, status: PartnerStatus, client: Db) {
  return client.partner.update({
    where: { id: partnerId },
    data: { status, reviewedAt: new Date(), reviewedById: staffId },
    select: { id: true, status: true },
  });
}

/** The provider approves a partner: their next sign-in succeeds. */
export function approvePartner(partnerId: string, staffId: string) {
  return review(partnerId, staffId, "APPROVED", db);
}

/**
 * Rejects a partner, ending every session and keeping the reason as a notification: decision 408's first way,
 * kept for tests. The console reviews through lib/console/partners.ts (decision 603), which stores the reason in
 * Partner.reviewNote, audits the decision and mails the partner.
 */
export function rejectPartner(partnerId: string, staffId: string, reason: string) {
  return db.$transaction(async (tx) => {
    const partner = await review(partnerId, staffId, "REJECTED", tx);
    await deleteAllPartnerSessions(partnerId, tx);
    const note = reason.trim();
    if (note)
      await tx.notification.create({ data: { partnerId, message: `Your partner account was not approved: ${note}` } });
    return partner;
  });
}
