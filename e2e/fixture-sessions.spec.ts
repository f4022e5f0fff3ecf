import { expect, test } from "./fixtures";
import { test as consoleTest } from "./pages/console";

// The sessions the fixtures mint without the sign-in screens (setPartnerSession, setStaffSession), checked
// here once rather than before each test that starts signed in: the server takes them as its own.

test("the partner session the fixture sets is taken by the cookie and as a Bearer token", async ({
  context,
  signedInPartner,
}) => {
  const ways: Record<string, string>[] = [{}, { authorization: `Bearer ${signedInPartner.token}` }];
  for (const headers of ways) {
    const check = await context.request.get("/api/v1/user", { headers });
    expect(check.status(), "the partner session the fixture set").toBe(200);
    expect(((await check.json()) as { data: { email: string } }).data.email).toBe(signedInPartner.email);
  }
});

// The staff API answers an admin's list of partners, and refuses an editor by role (403), not for want of a
// session (401).
consoleTest("the admin session the fixture sets is taken by the staff API", async ({ page, signedInAdmin }) => {
  expect(signedInAdmin.token).toBeTruthy();
  expect((await page.context().request.get("/api/admin/partners")).status(), "the admin's session").toBe(200);
});

consoleTest(
  "the editor session the fixture sets is refused by role, not for want of a session",
  async ({ page, signedInEditor }) => {
    expect(signedInEditor.token).toBeTruthy();
    expect((await page.context().request.get("/api/admin/partners")).status(), "the editor's session").toBe(403);
  },
);
