import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { PartnerStatus } from "@/lib/generated/prisma/enums";

// Suspended has its own colour: a suspended partner was approved once and may be reinstated (decision 603).
export const PARTNER_STATUS: Record<PartnerStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: "Pending", tone: "amber" },
  APPROVED: { label: "Approved", tone: "green" },
  SUSPENDED: { label: "Suspended", tone: "violet" },
  REJECTED: { label: "Rejected", tone: "red" },
};

export function PartnerStatusBadge({ status }: { status: PartnerStatus }) {
  return <Badge tone={PARTNER_STATUS[status].tone}>{PARTNER_STATUS[status].label}</Badge>;
}
