import { randomUUID } from "node:crypto";
import { createPartner } from "./fixtures";
import { expectNoViolations } from "./pages/a11y";
import { expect, test } from "./pages/console";

// Issue 50, M2: approving from the Pending tab says so, and the next partner's Approve does not slide
// under the pointer: the approved row stays where it was, marked, until the list is opened again.
test.use({ signedInAs: "ADMIN" });

test("approving from the Pending tab confirms it and keeps the approved row under the pointer", async ({
  page,
  sql,
}) => {
  // Two pending partners of this test's own, found by their e-mail's prefix; the older one is listed first.
  const tag = `m2${randomUUID().slice(0, 8)}`;
  const first = await createPartner(sql, { status: "PENDING", prefix: tag });
  const second = await createPartner(sql, { status: "PENDING", prefix: tag });
  await sql.query(`UPDATE "Partner" SET "createdAt" = now() - interval '1 hour' WHERE id = $1`, [first.id]);
  await page.goto(`/admin/partners?status=pending&q=${tag}`);
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  const firstRow = rows.filter({ hasText: first.email });
  const secondRow = rows.filter({ hasText: second.email });
  const approveFirst = firstRow.getByRole("button", { name: "Approve Rao Foods" });
  const approveSecond = secondRow.getByRole("button", { name: "Approve Rao Foods" });
  const box = (await approveFirst.boundingBox())!;
  const secondBefore = (await approveSecond.boundingBox())!;
  const pointer = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  await page.mouse.click(pointer.x, pointer.y);
  await expect(page.getByText("Partner approved: Rao Foods")).toBeVisible();
  await expect(firstRow.getByText("Partner approved", { exact: true })).toBeVisible();
  await expect(firstRow.getByText("Approved", { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await sql.query(`SELECT status FROM "Partner" WHERE id = $1`, [first.id])).rows[0].status)
    .toBe("APPROVED");
  // Under the pointer is still the approved partner's row, not the next partner's Approve.
  const under = await page.evaluate(({ x, y }) => {
    const element = document.elementFromPoint(x, y);
    return { row: element?.closest("tr")?.textContent ?? "", button: element?.closest("button")?.textContent ?? null };
  }, pointer);
  expect(under.row).toContain(first.email);
  expect(under.button).toBeNull();
  expect((await approveSecond.boundingBox())!.y).toBe(secondBefore.y);
  expect((await sql.query(`SELECT status FROM "Partner" WHERE id = $1`, [second.id])).rows[0].status).toBe("PENDING");

  // By keyboard: the focus stays in the row it approved, so Tab goes on from there.
  await approveSecond.focus();
  await page.keyboard.press("Enter");
  await expect(secondRow.getByText("Partner approved", { exact: true })).toBeFocused();
  await expectNoViolations(page);

  // Opening the list again shows what it holds now: neither is pending.
  await page.reload();
  await expect(rows).toHaveCount(0);
  await expect(page.getByText("No partners found")).toBeVisible();
});

test("past the last page the list says so and leads to the last page, not 'Nobody has signed up yet' (console review m7)", async ({
  page,
  sql,
}) => {
  const tag = `m7${randomUUID().slice(0, 8)}`;
  await createPartner(sql, { status: "PENDING", prefix: tag });
  await page.goto(`/admin/partners?q=${tag}&page=99`);
  const main = page.getByRole("main");
  await expect(main.getByText("There is no page 99")).toBeVisible();
  await expect(main.getByText("Nobody has signed up yet.")).toHaveCount(0);
  await main.getByRole("link", { name: "Go to page 1" }).click();
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(1);
});
