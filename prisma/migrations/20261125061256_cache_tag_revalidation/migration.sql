-- CreateTable
CREATE TABLE "CacheTagRevalidation" (
    "tag" TEXT NOT NULL,
    "staleAt" TIMESTAMPTZ(3) NOT NULL,
    "expiredAt" TIMESTAMPTZ(3),

    CONSTRAINT "CacheTagRevalidation_pkey" PRIMARY KEY ("tag")
);
