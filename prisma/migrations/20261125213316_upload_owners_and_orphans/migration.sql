-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "orphanedAt" TIMESTAMP(3),
ADD COLUMN     "staffId" TEXT;

-- CreateIndex
CREATE INDEX "Upload_staffId_idx" ON "Upload"("staffId");

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "StaffUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;
