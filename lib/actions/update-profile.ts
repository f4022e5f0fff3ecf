"use server";

import { toAction } from "@/lib/operations/action";
import { updateProfile } from "@/lib/partner-account/operations";
import { profileSchema } from "@/lib/validations/partner-profile";

/** Profile, Edit Profile: the saved profile replaces what the screen shows; the sidebar's name too. */
export const updateProfileAction = toAction(updateProfile, { form: profileSchema, revalidate: "/dashboard" });
