-- A suspended partner has its own state (decision 603). Partners suspended before this migration were
-- stored as REJECTED, like refused sign-ups, and cannot be told apart: they stay REJECTED.
-- AlterEnum
ALTER TYPE "PartnerStatus" ADD VALUE 'SUSPENDED';
