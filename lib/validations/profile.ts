import { z } from "zod";
import { uploadedImageUrl } from "./coupon";
import { signUpSchema } from "./partner-auth";

// Profile, Edit Profile (spec 4): every sign-up field except e-mail and password may change. The same
// rules as sign-up; a field left out keeps its value, and an unknown key (email, status...) is dropped.

export const AVATAR_MESSAGE = "Please upload a valid image";
export const PROFILE_UPDATED_MESSAGE = "Profile updated successfully!";
export const PROFILE_FAILED_MESSAGE = "Failed to update profile. Please try again.";

export const profileSchema = signUpSchema
  .pick({
    firstName: true,
    lastName: true,
    phoneNumber: true,
    companyName: true,
    companyAddress: true,
    companyPrivacyURL: true,
  })
  .extend({
    avatar: z.preprocess((v) => (v === "" ? null : v), uploadedImageUrl(AVATAR_MESSAGE).nullable()),
  })
  .partial();

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
