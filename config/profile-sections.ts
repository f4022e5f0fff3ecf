/** Profile's sections (spec 2), each at /dashboard/profile?section=… so reload and Back keep it (decision 510). */
export const profileSections = [
  { id: "edit", label: "Edit Profile" },
  { id: "notifications", label: "Notifications" },
  { id: "plan", label: "Choose Plan" },
  { id: "security", label: "Password & Security" },
  // Keys for the merchant's own checkout (issue 49, decision 557).
  { id: "api-keys", label: "API Keys" },
  // Claims and redemptions told to the merchant's server (issue 49, decision 561).
  { id: "webhooks", label: "Webhooks" },
] as const;

export type ProfileSectionId = (typeof profileSections)[number]["id"];

export function profileSectionOf(value: string | string[] | undefined): ProfileSectionId {
  return profileSections.find((s) => s.id === value)?.id ?? "edit";
}

export function profileSectionHref(id: ProfileSectionId): string {
  return id === "edit" ? "/dashboard/profile" : `/dashboard/profile?section=${id}`;
}
