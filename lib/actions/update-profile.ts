"use server";

import { updatePartnerProfile } from "@/lib/data/partners";
import { PROFILE_UPDATED_MESSAGE, profileSchema } from "@/lib/validations/profile";
import { partnerAction } from "./partner-action";

/** Profile, Edit Profile: the screen replaces the shown user with `data`. */
export const updateProfileAction = partnerAction(profileSchema, async (data, { session }) => ({
  data: await updatePartnerProfile(session.partnerId, data),
  message: PROFILE_UPDATED_MESSAGE,
}));
