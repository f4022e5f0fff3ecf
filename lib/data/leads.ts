import "server-only";
import { db } from "@/lib/db";
import type { CompanySize } from "@/lib/generated/prisma/client";
import { COMPANY_SIZE_VALUES, type CompanySizeLabel, type LeadData } from "@/lib/validations/lead";

const companySizeValue: Record<CompanySizeLabel, CompanySize> = COMPANY_SIZE_VALUES;

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
