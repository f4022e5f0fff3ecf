-- CreateTable
CREATE TABLE "DeletedCoupon" (
    "id" TEXT NOT NULL,
    "deletedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeletedCoupon_pkey" PRIMARY KEY ("id")
);

-- Kept by the database, whatever deletes the row (the partner's delete, or a cascade from the account's
-- deletion) or puts it back (the undo re-inserts the same id).
CREATE FUNCTION "coupon_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "DeletedCoupon" ("id") VALUES (OLD."id") ON CONFLICT ("id") DO NOTHING;
  RETURN OLD;
END;
$$;

CREATE FUNCTION "coupon_restored"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "DeletedCoupon" WHERE "id" = NEW."id";
  RETURN NEW;
END;
$$;

CREATE TRIGGER "coupon_deleted" AFTER DELETE ON "Coupon" FOR EACH ROW EXECUTE FUNCTION "coupon_deleted"();
CREATE TRIGGER "coupon_restored" AFTER INSERT ON "Coupon" FOR EACH ROW EXECUTE FUNCTION "coupon_restored"();
