import type { Page } from "@playwright/test";
import { test as base } from "../fixtures";

/** A valid 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

export class CouponListingPage {
  constructor(readonly page: Page) {}
  goto(query = "") {
    return this.page.goto(`/dashboard/listing${query}`);
  }
  /** The Listing Page with the 'List a Coupon' form open. */
  async openNewCouponForm() {
    await this.goto();
    await this.addButton.click();
  }
  get addButton() {
    return this.page.getByRole("button", { name: "Add Coupon" });
  }
  get search() {
    return this.page.getByRole("searchbox", { name: "Search coupons" });
  }
  get grid() {
    return this.page.getByRole("list", { name: "Coupons" });
  }
  get cards() {
    return this.grid.getByRole("article");
  }
  card(title: string) {
    return this.page.getByRole("article", { name: title });
  }
  get dialog() {
    return this.page.getByRole("dialog");
  }
  /** Labels of required fields end with an asterisk. */
  field(label: string) {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return this.dialog.getByLabel(new RegExp(`^${escaped}\\*?$`));
  }
  category(name: string) {
    return this.dialog.getByRole("checkbox", { name });
  }
  get imageInput() {
    return this.dialog.getByLabel(/^Coupon image\*?$/);
  }
  get submit() {
    return this.dialog.getByRole("button", { name: /^(List Coupon|Update Coupon|Listing\.\.\.|Updating\.\.\.)$/ });
  }
  get cancel() {
    return this.dialog.getByRole("button", { name: "Cancel" });
  }
  /**
   * The dimmed page around the form. Clicked as a locator, not as raw coordinates: Playwright then waits for
   * it to be on screen and still, by which time the dialog listens for a click outside it (Radix adds that
   * listener a task after the dialog mounts; a raw click sent sooner on a busy machine was not seen).
   */
  get backdrop() {
    return this.page.getByTestId("coupon-dialog-backdrop");
  }
  error(text: string) {
    return this.dialog.getByRole("alert").getByText(text, { exact: true });
  }
  async fill(
    values: Partial<
      Record<
        | "Title"
        | "Brand"
        | "Link"
        | "Code"
        | "Actual price (₹)"
        | "Discounted price (₹)"
        | "Start date"
        | "Expiry date"
        | "Description"
        | "Claim limit",
        string
      >
    >,
  ) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }
  async uploadImage(buffer = TINY_PNG, name = "coupon.png", mimeType = "image/png") {
    await this.imageInput.setInputFiles({ name, mimeType, buffer });
  }
}

/** The partner tests of the Listing Page; `newCouponForm` is the page of a new partner with 'List a Coupon' open. */
export const test = base.extend<{ newCouponForm: CouponListingPage }>({
  newCouponForm: async ({ page, signedInPartner: _partner }, use) => {
    const listing = new CouponListingPage(page);
    await listing.openNewCouponForm();
    await use(listing);
  },
});
