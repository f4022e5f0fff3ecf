-- AlterTable
ALTER TABLE "Service" ADD COLUMN     "publishedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Service_published_publishedAt_idx" ON "Service"("published", "publishedAt");
