-- AlterTable
ALTER TABLE "Partner" DROP COLUMN "tokenVersion";

-- CreateTable
CREATE TABLE "PartnerSession" (
    "id" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PartnerSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PartnerSession_partnerId_idx" ON "PartnerSession"("partnerId");

-- CreateIndex
CREATE INDEX "PartnerSession_expiresAt_idx" ON "PartnerSession"("expiresAt");

-- AddForeignKey
ALTER TABLE "PartnerSession" ADD CONSTRAINT "PartnerSession_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE CASCADE ON UPDATE CASCADE;
