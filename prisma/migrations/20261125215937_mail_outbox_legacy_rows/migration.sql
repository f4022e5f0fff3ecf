-- Rows written before the outbox (decisions 811 and 812). A separate migration: a new enum value
-- cannot be used in the transaction that adds it.

-- Codes and deletion-link tokens were stored in clear: mask them (the two templates that carried them).
UPDATE "EmailMessage"
SET "text" = regexp_replace("text", '\m[0-9]{6}\M', '••••••', 'g'),
    "html" = regexp_replace("html", '\m[0-9]{6}\M', '••••••', 'g'),
    "redacted" = true
WHERE "subject" LIKE '%verification code' OR "subject" LIKE '%password reset code';

UPDATE "EmailMessage"
SET "text" = regexp_replace("text", 'token=[A-Za-z0-9_-]+', 'token=••••••', 'g'),
    "html" = regexp_replace("html", 'token=[A-Za-z0-9_-]+', 'token=••••••', 'g'),
    "redacted" = true
WHERE "text" ~ 'token=[A-Za-z0-9_-]+';

-- A masked message is not worth sending any more, and a message the old sender failed was never retried:
-- neither is sent late now; staff can resend one that is still worth it from the console.
UPDATE "EmailMessage"
SET "status" = 'DEAD'
WHERE "status" = 'FAILED' OR ("status" = 'QUEUED' AND "redacted");
