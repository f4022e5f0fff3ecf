import "server-only";
import { db } from "@/lib/db";
import type { ProfileChanges } from "@/lib/validations/partner-profile";
import { type PartnerUser, partnerProfileFields, toPartnerUser } from "./partners";

/** The user object plus the one sign-up field the profile also shows. */
export type PartnerProfile = PartnerUser & { companyPrivacyURL: string };

function toProfile(row: { companyPrivacyUrl: string } & Parameters<typeof toPartnerUser>[0]): PartnerProfile {
  return { ...toPartnerUser(row), companyPrivacyURL: row.companyPrivacyUrl };
}

export async function getPartnerProfile(partnerId: string): Promise<PartnerProfile | null> {
  const row = await db.partner.findUnique({ where: { id: partnerId }, select: partnerProfileFields });
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
    select: partnerProfileFields,
  });
  return toProfile(row);
}
