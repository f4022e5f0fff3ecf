-- AlterTable
ALTER TABLE "CouponEvent" ADD COLUMN     "dedupeKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "CouponEvent_dedupeKey_key" ON "CouponEvent"("dedupeKey");
