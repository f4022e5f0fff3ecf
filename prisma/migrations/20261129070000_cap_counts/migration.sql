-- CreateEnum
CREATE TYPE "CouponCapCount" AS ENUM ('claims', 'redemptions');

-- AlterTable
ALTER TABLE "Coupon" ADD COLUMN     "capCounts" "CouponCapCount" NOT NULL DEFAULT 'claims';
