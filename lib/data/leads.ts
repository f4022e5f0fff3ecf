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

/** One row per e-mail: a repeat sign-up refreshes the details and counts the submission. */
export async function upsertLead(data: LeadData): Promise<{ id: string; submissions: number }> {
  const email = data.email.toLowerCase();
  const fields = {
    name: data.name,
    phone: data.phone,
    companySize: companySizeValue[data.companySize],
    location: data.location || null,
  };
  return db.lead.upsert({
    where: { email },
    create: { email, ...fields },
    update: { ...fields, submissions: { increment: 1 } },
    select: { id: true, submissions: true },
  });
}
