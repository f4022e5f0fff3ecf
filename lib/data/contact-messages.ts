import "server-only";
import { db } from "@/lib/db";
import type { ContactData } from "@/lib/validations/contact";

export function insertContactMessage(data: ContactData): Promise<{ id: string }> {
  return db.contactMessage.create({ data, select: { id: true } });
}
