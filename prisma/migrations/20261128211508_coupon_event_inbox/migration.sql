-- CreateEnum
CREATE TYPE "InboxEventType" AS ENUM ('VIEW', 'CLICK', 'CLAIM');

-- CreateTable
CREATE TABLE "CouponEventInbox" (
    "id" BIGSERIAL NOT NULL,
    "type" "InboxEventType" NOT NULL,
    "couponId" TEXT NOT NULL,
    "visitor" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CouponEventInbox_pkey" PRIMARY KEY ("id")
);
