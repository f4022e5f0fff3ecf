import "server-only";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { validationError } from "@/lib/errors";
import { AVATAR_MESSAGE, type ProfileChanges } from "@/lib/validations/partner-profile";
import { type PartnerUser, partnerProfileFields, toPartnerUser } from "./partners";
import { refusedImages } from "./uploads";

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
 * never written here. An avatar is checked as a coupon's image is (SECURITY row 35): the partner's own
 * upload or a public picture, never another's upload, a staff image, a tracking link or a private host.
 */
export async function updatePartnerProfile(partnerId: string, changes: ProfileChanges): Promise<PartnerProfile> {
  const { companyPrivacyURL, avatar, ...names } = changes;
  if (avatar && (await refusedImages({ partnerId }, [avatar], getEnv().APP_URL)).length)
    throw validationError([{ path: ["avatar"], message: AVATAR_MESSAGE }]);
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
