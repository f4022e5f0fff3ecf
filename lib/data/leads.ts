import "server-only";
import { db } from "@/lib/db";
import type { CompanySize } from "@/lib/generated/prisma/client";
import type { CompanySizeLabel, LeadData } from "@/lib/validations/lead";

const companySizeValue: Record<CompanySizeLabel, CompanySize> = {
  "1-10": "S1_10",
  "11-50": "S11_50",
  "51-200": "S51_200",
  "201-500": "S201_500",
  "500+": "S500_UP",
};

/** The spec's label of a stored company size ("1-10", ..., "500+"), for the console and exports. */
export const COMPANY_SIZE_LABELS = Object.fromEntries(
  Object.entries(companySizeValue).map(([label, value]) => [value, label]),
) as Record<CompanySize, CompanySizeLabel>;

/**
 * One row per e-mail. The first submission's details are kept as they were; a later one is recorded
 * beside it and counted, so a stranger who knows an address cannot overwrite what its owner sent.
 */
export async function recordLead(data: LeadData): Promise<{ id: string; submissions: number }> {
  const email = data.email.toLowerCase();
  const fields = {
    name: data.name,
    phone: data.phone,
    companySize: companySizeValue[data.companySize],
    location: data.location || null,
  };
  const lead = await db.lead.upsert({
    where: { email },
    create: { email, ...fields },
    update: { submissions: { increment: 1 } },
    select: { id: true, submissions: true },
  });
  if (lead.submissions > 1) await db.leadSubmission.create({ data: { leadId: lead.id, ...fields } });
  return lead;
}
