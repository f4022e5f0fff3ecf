-- CreateTable
CREATE TABLE "StaffPolicy" (
    "id" TEXT NOT NULL DEFAULT 'team',
    "requireSecondFactor" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,

    CONSTRAINT "StaffPolicy_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditLog_actorId_createdAt_idx" ON "AuditLog"("actorId", "createdAt" DESC);
