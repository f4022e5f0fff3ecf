"use server";

import { revalidatePath } from "next/cache";
import { updatePartnerProfile } from "@/lib/data/partner-profile";
import { PROFILE_UPDATED_MESSAGE, profileSchema } from "@/lib/validations/partner-profile";
import { partnerAction } from "./partner-action";

/** Profile, Edit Profile: the answer is the saved profile, which replaces what the screen shows. */
export const updateProfileAction = partnerAction(profileSchema, async (fields, { session }) => {
  const profile = await updatePartnerProfile(session.partnerId, fields);
  // The sidebar shows the partner's name: the dashboard layout renders again with the new one.
  revalidatePath("/dashboard", "layout");
  return { data: profile, message: PROFILE_UPDATED_MESSAGE };
});
