import { describe, expect, inject, it } from "vitest";
import { db } from "@/lib/db";
import { todayInIndia } from "@/lib/validations/calendar-day";
import { insertCoupon, partnerWithToken } from "./coupon-helpers";

// The grouped listing's ETag is made of this token (decision 814); coupons-api.test.ts checks the tag itself.
describe("the partner's coupons token (CouponsVersion)", () => {
  it("keeps the listing's version in the database, whatever writes the rows (decision 814)", async () => {
    const { id } = await partnerWithToken();
    const token = async () => (await db.couponsVersion.findUnique({ where: { partnerId: id } }))?.token ?? null;
    expect(await token(), "never had a coupon").toBeNull();
    await insertCoupon(id, todayInIndia(), { title: "one" });
    const first = await token();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // A statement that writes none of the partner's rows leaves it as it was.
    await db.coupon.updateMany({ where: { partnerId: id, title: "none such" }, data: { viewCount: 1 } });
    expect(await token()).toBe(first);
    // The account's deletion takes its coupons with it and leaves no version behind.
    await db.partner.delete({ where: { id } });
    expect(await token()).toBeNull();
  });

  // A TRUNCATE locks the whole table: only on the embedded database, whose files run one at a time, and
  // rolled back (the other files' rows).
  it.skipIf(inject("database") === "postgres")(
    "a TRUNCATE of the coupons gives every partner a new version",
    async () => {
      const { id } = await partnerWithToken();
      await insertCoupon(id, todayInIndia(), { title: "one" });
      const before = await db.couponsVersion.findUniqueOrThrow({ where: { partnerId: id } });
      const rollBack = new Error("roll back");
      await expect(
        db.$transaction(async (tx) => {
          await tx.$executeRawUnsafe(`TRUNCATE "Coupon" CASCADE`);
          const during = await tx.couponsVersion.findUniqueOrThrow({ where: { partnerId: id } });
          expect(during.token).not.toBe(before.token);
          throw rollBack;
        }),
      ).rejects.toBe(rollBack);
      expect(await db.couponsVersion.findUniqueOrThrow({ where: { partnerId: id } })).toEqual(before);
    },
  );
});
