import { devices } from "@playwright/test";
import { expect, test } from "./fixtures";
import { deviceNotice } from "./pages/partner-auth";

// Screens reachable without an account, with the form each shows on a desktop.
const screens = [
  { path: "/NewSignIn", form: "Partner sign in" },
  { path: "/NewSignUp", form: "Partner sign up" },
  { path: "/ForgotPassword", form: "Forgot password" },
];
const guardedElsewhere = ["/otpScreen/signup", "/otpScreen/forgot", "/update"];

for (const viewport of [
  { width: 768, height: 900 },
  { width: 1280, height: 600 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("the notice replaces every partner screen", async ({ page }) => {
      for (const { path, form } of screens) {
        await page.goto(path);
        await expect(deviceNotice(page), path).toBeVisible();
        await expect(page.getByText("Please open it on a desktop or laptop.")).toBeVisible();
        await expect(page.getByRole("form", { name: form })).toBeHidden();
      }
      for (const path of guardedElsewhere) {
        await page.goto(path);
        await expect(deviceNotice(page), path).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      }
    });

    test("on the dashboard too", async ({ page, signedInPartner }) => {
      await page.goto("/dashboard");
      await expect(deviceNotice(page)).toBeVisible();
      await expect(page.getByText(`Hello, ${signedInPartner.firstName}`)).toBeHidden();
      await expect(page.getByRole("button", { name: "Logout" })).toBeHidden();
    });
  });
}

test.describe("at 1280x800", () => {
  test("the screens are shown and the notice is not", async ({ page }) => {
    for (const { path, form } of screens) {
      await page.goto(path);
      await expect(page.getByRole("form", { name: form })).toBeVisible();
      await expect(deviceNotice(page)).toBeHidden();
    }
  });

  test("the dashboard is shown", async ({ page, signedInPartner }) => {
    await page.goto("/dashboard");
    await expect(page.getByText(`Hello, ${signedInPartner.firstName}`)).toBeVisible();
    await expect(deviceNotice(page)).toBeHidden();
  });
});

test.describe("just above the cut-offs (769x601)", () => {
  test.use({ viewport: { width: 769, height: 601 } });
  test("the form is shown", async ({ page }) => {
    await page.goto("/NewSignIn");
    await expect(page.getByRole("form", { name: "Partner sign in" })).toBeVisible();
    await expect(deviceNotice(page)).toBeHidden();
  });
});

test.describe("resizing a desktop window below the cut-off", () => {
  test("swaps screen and notice both ways", async ({ page }) => {
    await page.goto("/NewSignIn");
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(deviceNotice(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("form", { name: "Partner sign in" })).toBeVisible();
  });
});

test.describe("without JavaScript at 768x900", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 768, height: 900 } });
  test("the notice still replaces the screen", async ({ page }) => {
    await page.goto("/NewSignUp");
    await expect(deviceNotice(page)).toBeVisible();
    await expect(page.getByRole("form", { name: "Partner sign up" })).toBeHidden();
  });
});

test.describe("a phone's user agent at a desktop-sized viewport", () => {
  test.use({ userAgent: devices["Pixel 7"].userAgent, viewport: { width: 1280, height: 800 } });
  test("gets only the notice, from the server", async ({ page }) => {
    for (const path of ["/NewSignIn", "/NewSignUp", "/ForgotPassword", "/otpScreen/signup", "/update"]) {
      await page.goto(path);
      await expect(deviceNotice(page), path).toBeVisible();
      await expect(page.locator("form")).toHaveCount(0);
    }
  });
  test("on the dashboard too", async ({ page, signedInPartner }) => {
    await page.goto("/dashboard");
    await expect(deviceNotice(page)).toBeVisible();
    await expect(page.getByText(`Hello, ${signedInPartner.firstName}`)).toHaveCount(0);
  });
});

test.describe("the Sec-CH-UA-Mobile client hint", () => {
  test("?1 gets the notice", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "sec-ch-ua-mobile": "?1" });
    await page.goto("/NewSignIn");
    await expect(deviceNotice(page)).toBeVisible();
    await expect(page.locator("form")).toHaveCount(0);
  });
});
