import { z } from "zod";
import { uploadedImageUrl } from "./coupon";
import { signUpSchema } from "./partner-auth";

/**
 * Profile, Edit Profile (spec 4): the sign-up fields a partner may change, with the same rules and
 * messages (text through lib/validations/text.ts, an http(s) privacy URL). The e-mail address, status
 * and token version are never part of it: unknown keys are dropped.
 */
export const profileSchema = signUpSchema.pick({
  firstName: true,
  lastName: true,
  phoneNumber: true,
  companyName: true,
  companyAddress: true,
  companyPrivacyURL: true,
});

export const AVATAR_MESSAGE = "Please upload a valid image";
export const EMAIL_NOT_EDITABLE_MESSAGE = "The e-mail address cannot be changed.";

/**
 * `PATCH /api/v1/user`: the same fields plus the avatar, each optional; a field left out keeps its value.
 * `email` may come back as read (a client sending the user it got); a different address is refused
 * by the operation rather than silently ignored.
 */
export const profilePatchSchema = profileSchema
  .extend({
    email: z.string(EMAIL_NOT_EDITABLE_MESSAGE).trim().toLowerCase(),
    // "" and null both remove the avatar.
    avatar: z
      .union([z.literal(""), uploadedImageUrl(AVATAR_MESSAGE)], AVATAR_MESSAGE)
      .nullable()
      .transform((v) => v || null),
  })
  .partial();

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
export type ProfileChanges = Omit<z.output<typeof profilePatchSchema>, "email">;
