import path from "node:path";
import type { Page } from "@playwright/test";
import { compileCss } from "../scripts/site-css/compile.mjs";
import { classSelectors } from "../scripts/site-css/selectors";
import { expect, test } from "./pages/console";

// The stylesheets a page gets (decision 629): a public page carries the public sheet once, in its HTML and
// never in the flight data; every page, public, partner or console, has a rule for each class it uses that
// the full sheet (app/globals.css, every source) defines.

// A rule of the theme that is in every copy of the sheet, as text in a <style> or escaped in the flight data.
const MARKER = "--color-brand-700:#0f766e";
const PUBLIC_PAGES = ["/", "/contact", "/EMICalculator", "/BlogPage"];

let utilities: Set<string>;
test.beforeAll(async () => {
  utilities = classSelectors((await compileCss(path.join(import.meta.dirname, "../app/globals.css"))).css);
});

/** The classes on the page's elements that the full sheet styles, and those its own sheets do not. */
async function unstyledClasses(page: Page): Promise<{ used: string[]; unstyled: string[] }> {
  const { classes, css } = await page.evaluate(() => {
    const classes = new Set<string>();
    for (const element of document.querySelectorAll("[class]")) for (const name of element.classList) classes.add(name);
    const css = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    return { classes: [...classes], css: css.join("\n") };
  });
  const styled = classSelectors(css);
  const used = classes.filter((name) => utilities.has(name));
  return { used, unstyled: used.filter((name) => !styled.has(name)) };
}

for (const pathname of PUBLIC_PAGES) {
  test(`${pathname} carries the public sheet once, and a rule for every utility it uses @mobile`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(pathname)).text();
    expect(html.split(MARKER).length - 1).toBe(1);
    expect(html).toMatch(/<style[^>]*data-href="\/site\.css[^"]*"[^>]*>[^<]*--color-brand-700:#0f766e/);
    await page.goto(pathname);
    const { used, unstyled } = await unstyledClasses(page);
    expect(used.length).toBeGreaterThan(20);
    expect(unstyled).toEqual([]);
  });
}

test("a partner page has a rule for every utility it uses (its layout adds the full sheet)", async ({ page }) => {
  await page.goto("/NewSignIn");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const { used, unstyled } = await unstyledClasses(page);
  expect(used.length).toBeGreaterThan(20);
  expect(unstyled).toEqual([]);
});

test("a partner's dashboard has a rule for every utility it uses", async ({ page, signedInPartner }) => {
  expect(signedInPartner.id).toBeTruthy();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const { used, unstyled } = await unstyledClasses(page);
  expect(used.length).toBeGreaterThan(20);
  expect(unstyled).toEqual([]);
});

test.describe("the console", () => {
  test.use({ signedInAs: "ADMIN" });

  test("a console page has a rule for every utility it uses (its layout adds the full sheet)", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
    const { used, unstyled } = await unstyledClasses(page);
    expect(used.length).toBeGreaterThan(20);
    expect(unstyled).toEqual([]);
  });
});
