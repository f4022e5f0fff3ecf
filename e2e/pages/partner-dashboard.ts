import type { Page } from "@playwright/test";

export { useOwnIp } from "./marketing-site";

export const DASHBOARD_TABS = [
  { name: "Home", path: "/dashboard" },
  { name: "Listing Page", path: "/dashboard/listing" },
  { name: "Affiliated Management", path: "/dashboard/affiliates" },
  { name: "Profile", path: "/dashboard/profile" },
] as const;

export class DashboardShell {
  constructor(readonly page: Page) {}
  get nav() {
    return this.page.getByRole("navigation", { name: "Dashboard" });
  }
  tab(name: string) {
    return this.nav.getByRole("link", { name, exact: true });
  }
  get heading() {
    return this.page.getByRole("heading", { level: 1 });
  }
  /** The partner's name at the bottom of the sidebar. */
  get userLink() {
    return this.page.getByRole("link", { name: /open profile/ });
  }
}

export class ProfilePage {
  constructor(readonly page: Page) {}
  goto(section?: string) {
    return this.page.goto(section ? `/dashboard/profile?section=${section}` : "/dashboard/profile");
  }
  get sections() {
    return this.page.getByRole("navigation", { name: "Profile sections" });
  }
  section(name: string) {
    return this.sections.getByRole("link", { name, exact: true });
  }
  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }
  get editButton() {
    return this.page.getByRole("button", { name: "Edit profile" });
  }
  get update() {
    return this.page.getByRole("button", { name: "Update", exact: true });
  }
  get cancel() {
    return this.page.getByRole("button", { name: "Cancel" });
  }
  /** The Edit Profile card's Logout (spec 5); the sidebar has its own, with the same name. */
  get logout() {
    return this.page.getByRole("region", { name: "Edit Profile" }).getByRole("button", { name: "Logout", exact: true });
  }
  /** Opens the profile in edit mode and types each value (by its field's label) in, in order. */
  async edit(values: Record<string, string>) {
    await this.goto();
    await this.editButton.click();
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }
  get updatePassword() {
    return this.page.getByRole("button", { name: "Update password" });
  }
  async changePassword(oldPassword: string, newPassword: string, confirm = newPassword) {
    await this.field("Old password").fill(oldPassword);
    await this.field("New password").fill(newPassword);
    await this.field("Confirm password").fill(confirm);
    await this.updatePassword.click();
  }
}

/** A sonner toast with the text; its data-type says its colour (success green, error red). */
export function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** Waits for the toasts' entry transitions, so axe measures their colours, not a fade. */
export async function settleToasts(page: Page) {
  await page
    .locator("[data-sonner-toaster]")
    .evaluateAll((toasters) =>
      Promise.all(toasters.flatMap((t) => t.getAnimations({ subtree: true }).map((a) => a.finished))),
    );
}
