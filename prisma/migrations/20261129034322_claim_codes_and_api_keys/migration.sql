-- CreateEnum
CREATE TYPE "CouponCodeMode" AS ENUM ('shared', 'generated', 'pool');

-- AlterTable
ALTER TABLE "Coupon" ADD COLUMN     "codeMode" "CouponCodeMode" NOT NULL DEFAULT 'shared';

-- CreateTable
CREATE TABLE "CouponCode" (
    "id" TEXT NOT NULL,
    "couponId" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "claimId" TEXT,
    "redeemedAt" TIMESTAMP(3),
    "orderAmountPaise" INTEGER,
    "redeemedVia" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CouponCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PartnerApiKey" (
    "id" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "PartnerApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PartnerApiKeyUse" (
    "id" BIGSERIAL NOT NULL,
    "keyId" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PartnerApiKeyUse_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CouponCode_claimId_key" ON "CouponCode"("claimId");

-- CreateIndex
CREATE INDEX "CouponCode_couponId_claimId_idx" ON "CouponCode"("couponId", "claimId");

-- CreateIndex
CREATE INDEX "CouponCode_couponId_redeemedAt_idx" ON "CouponCode"("couponId", "redeemedAt");

-- CreateIndex
CREATE UNIQUE INDEX "CouponCode_partnerId_code_key" ON "CouponCode"("partnerId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "PartnerApiKey_keyHash_key" ON "PartnerApiKey"("keyHash");

-- CreateIndex
CREATE INDEX "PartnerApiKey_partnerId_createdAt_idx" ON "PartnerApiKey"("partnerId", "createdAt");

-- CreateIndex
CREATE INDEX "PartnerApiKeyUse_keyId_createdAt_idx" ON "PartnerApiKeyUse"("keyId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "CouponCode" ADD CONSTRAINT "CouponCode_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "Coupon"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CouponCode" ADD CONSTRAINT "CouponCode_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CouponCode" ADD CONSTRAINT "CouponCode_claimId_fkey" FOREIGN KEY ("claimId") REFERENCES "CouponClaim"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerApiKey" ADD CONSTRAINT "PartnerApiKey_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PartnerApiKeyUse" ADD CONSTRAINT "PartnerApiKeyUse_keyId_fkey" FOREIGN KEY ("keyId") REFERENCES "PartnerApiKey"("id") ON DELETE CASCADE ON UPDATE CASCADE;
