import "server-only";
import { db } from "@/lib/db";
import type { ProfileChanges } from "@/lib/validations/partner-profile";
import { type PartnerUser, toPartnerUser } from "./partners";

/** The user object plus the one sign-up field the profile also shows. */
export type PartnerProfile = PartnerUser & { companyPrivacyURL: string };

const profileFields = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
  companyName: true,
  companyAddress: true,
  companyPrivacyUrl: true,
  avatarUrl: true,
} as const;

function toProfile(row: { companyPrivacyUrl: string } & Parameters<typeof toPartnerUser>[0]): PartnerProfile {
  return { ...toPartnerUser(row), companyPrivacyURL: row.companyPrivacyUrl };
}

export async function getPartnerProfile(partnerId: string): Promise<PartnerProfile | null> {
  const row = await db.partner.findUnique({ where: { id: partnerId }, select: profileFields });
  return row ? toProfile(row) : null;
}

/**
 * The partner's own contact and company fields (all of them from the screen, any of them from
 * `PATCH /api/v1/user`). E-mail, password, status and token version are not in the input type and are
 * never written here.
 */
export async function updatePartnerProfile(partnerId: string, changes: ProfileChanges): Promise<PartnerProfile> {
  const { companyPrivacyURL, avatar, ...names } = changes;
  const row = await db.partner.update({
    where: { id: partnerId },
    data: {
      ...names,
      ...(companyPrivacyURL !== undefined ? { companyPrivacyUrl: companyPrivacyURL } : {}),
      ...(avatar !== undefined ? { avatarUrl: avatar } : {}),
    },
    select: profileFields,
  });
  return toProfile(row);
}
