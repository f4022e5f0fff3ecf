-- CreateTable
CREATE TABLE "CouponsVersion" (
    "partnerId" TEXT NOT NULL,
    "token" UUID NOT NULL DEFAULT gen_random_uuid(),

    CONSTRAINT "CouponsVersion_pkey" PRIMARY KEY ("partnerId")
);

-- AddForeignKey
ALTER TABLE "CouponsVersion" ADD CONSTRAINT "CouponsVersion_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- Partners with coupons before this migration start with a token of their own.
INSERT INTO "CouponsVersion" ("partnerId") SELECT DISTINCT "partnerId" FROM "Coupon";

-- A new token for every partner of the given ids that still exists, taken in id order (two statements
-- that change several partners' coupons lock the rows in one order: no deadlock between them).
CREATE FUNCTION "coupons_version_bump"(ids TEXT[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "CouponsVersion" ("partnerId", "token")
    SELECT p."id", gen_random_uuid() FROM "Partner" p WHERE p."id" = ANY(ids) ORDER BY p."id"
  ON CONFLICT ("partnerId") DO UPDATE SET "token" = EXCLUDED."token";
$$;

-- Once per statement (a 500-row import is one new token), whatever made the change: the app, raw SQL, a
-- cascade. A partner deleted by the same statement (the account's deletion cascading to its coupons)
-- gets no row.
CREATE FUNCTION "coupons_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "CouponsVersion" SET "token" = gen_random_uuid();
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM "coupons_version_bump"(ARRAY(SELECT DISTINCT "partnerId" FROM "added"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "coupons_version_bump"(ARRAY(SELECT DISTINCT "partnerId" FROM "removed"));
  ELSE
    PERFORM "coupons_version_bump"(ARRAY(SELECT "partnerId" FROM "removed" UNION SELECT "partnerId" FROM "added"));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "coupons_inserted" AFTER INSERT ON "Coupon" REFERENCING NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "coupons_changed"();
CREATE TRIGGER "coupons_updated" AFTER UPDATE ON "Coupon" REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added"
  FOR EACH STATEMENT EXECUTE FUNCTION "coupons_changed"();
CREATE TRIGGER "coupons_deleted" AFTER DELETE ON "Coupon" REFERENCING OLD TABLE AS "removed"
  FOR EACH STATEMENT EXECUTE FUNCTION "coupons_changed"();
CREATE TRIGGER "coupons_truncated" AFTER TRUNCATE ON "Coupon"
  FOR EACH STATEMENT EXECUTE FUNCTION "coupons_changed"();
