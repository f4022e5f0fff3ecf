-- DropTable
DROP TABLE "RateLimitBucket";
