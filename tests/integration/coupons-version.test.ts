import { describe, expect, inject, it } from "vitest";
import { recordChange } from "@/lib/data/coupon-history";
import { createCoupon } from "@/lib/data/coupons";
import { db } from "@/lib/db";
import { todayInIndia } from "@/lib/model/calendar-day";
import { couponSchema } from "@/lib/validations/coupon";
import { couponForm, insertCoupon, lockHolder, partnerWithToken } from "./coupon-helpers";

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

  // A TRUNCATE locks the whole table: on this worker's own database (no other file runs on it meanwhile),
  // and rolled back (the rows of the files this worker ran before).
  it("a TRUNCATE of the coupons gives every partner a new version", async () => {
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
  });

  // Every coupon write takes the partner's token row at the end of its statement. A create locks the
  // partner's row first (the open-coupons count, decision 801); an edit then writes its history entry,
  // whose foreign key reads the partner's row. With the partner locked FOR UPDATE those two waited for
  // each other and PostgreSQL ended one as a deadlock (a 500 under the load test). Several connections
  // are needed, so only on PostgreSQL.
  it.skipIf(inject("database") !== "postgres")(
    "an edit holding the token and a create holding the partner both finish",
    async () => {
      const { id } = await partnerWithToken("token-locks");
      const coupon = await insertCoupon(id, todayInIndia(), { title: "one" });
      const values = couponSchema.parse(couponForm());
      let create: Promise<unknown> | undefined;
      const edit = db.$transaction(async (tx) => {
        await tx.coupon.update({ where: { id: coupon.id }, data: { title: "edited" } });
        const holder = await lockHolder(tx);
        create = createCoupon(id, values);
        // The create has locked the partner and now waits for this transaction's token.
        await holder.oneWaits();
        await recordChange(tx, { couponId: coupon.id, partnerId: id, kind: "EDIT" });
      });
      await expect(edit).resolves.toBeUndefined();
      await expect(create).resolves.toMatchObject({ title: values.title });
      expect(await db.coupon.count({ where: { partnerId: id } })).toBe(2);
    },
  );
});
