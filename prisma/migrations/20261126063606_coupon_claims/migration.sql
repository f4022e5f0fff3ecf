-- AlterTable
ALTER TABLE "Coupon" ADD COLUMN     "claimCap" INTEGER,
ADD COLUMN     "claimCount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "CouponClaim" (
    "id" TEXT NOT NULL,
    "couponId" TEXT NOT NULL,
    "userKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CouponClaim_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CouponClaim_couponId_createdAt_idx" ON "CouponClaim"("couponId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CouponClaim_couponId_userKey_key" ON "CouponClaim"("couponId", "userKey");

-- AddForeignKey
ALTER TABLE "CouponClaim" ADD CONSTRAINT "CouponClaim_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A cap is a number of people: at least one (decision 547).
ALTER TABLE "Coupon" ADD CONSTRAINT "Coupon_claimCap_positive" CHECK ("claimCap" IS NULL OR "claimCap" >= 1);
