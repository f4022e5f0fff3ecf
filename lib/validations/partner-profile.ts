import type { z } from "zod";
import { signUpSchema } from "./partner-auth";

/**
 * Profile, Edit Profile: the sign-up fields a partner may change, with the same rules and messages
 * (text through lib/validations/text.ts, an http(s) privacy URL). The e-mail address is never part of it.
 */
export const profileSchema = signUpSchema.pick({
  firstName: true,
  lastName: true,
  phoneNumber: true,
  companyName: true,
  companyAddress: true,
  companyPrivacyURL: true,
});

export const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "phoneNumber",
  "companyName",
  "companyAddress",
  "companyPrivacyURL",
] as const satisfies readonly (keyof z.input<typeof profileSchema>)[];

export const PROFILE_UPDATED_MESSAGE = "Profile updated successfully!";
export const PROFILE_UPDATE_FAILED_MESSAGE = "Failed to update profile. Please try again.";

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;
