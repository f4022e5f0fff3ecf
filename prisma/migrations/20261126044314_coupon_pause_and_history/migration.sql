-- CreateEnum
CREATE TYPE "CouponChangeKind" AS ENUM ('EDIT', 'PAUSE', 'RESUME', 'END', 'DUPLICATE_FROM');

-- AlterTable
ALTER TABLE "Coupon" ADD COLUMN     "pausedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "CouponChange" (
    "id" BIGSERIAL NOT NULL,
    "couponId" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "kind" "CouponChangeKind" NOT NULL,
    "fields" JSONB,
    "sourceId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CouponChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CouponChange_couponId_createdAt_idx" ON "CouponChange"("couponId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "CouponChange_partnerId_idx" ON "CouponChange"("partnerId");

-- AddForeignKey
ALTER TABLE "CouponChange" ADD CONSTRAINT "CouponChange_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CouponChange" ADD CONSTRAINT "CouponChange_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;
