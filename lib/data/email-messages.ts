import "server-only";
import { db } from "@/lib/db";

// The outbox: every e-mail the app sends or queues, with its delivery state.

export function recordEmail(data: {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  from: string;
  transport: string;
}): Promise<{ id: string }> {
  return db.emailMessage.create({ data, select: { id: true } });
}

export async function markEmailSent(id: string, providerId: string | null, sentAt = new Date()): Promise<void> {
  await db.emailMessage.update({ where: { id }, data: { status: "SENT", sentAt, providerId } });
}

export async function markEmailFailed(id: string, error: string): Promise<void> {
  await db.emailMessage.update({ where: { id }, data: { status: "FAILED", error } });
}

export function listOutbox(options: { to?: string; take?: number } = {}) {
  return db.emailMessage.findMany({
    where: options.to ? { to: options.to.toLowerCase() } : {},
    orderBy: { createdAt: "desc" },
    take: options.take ?? 50,
  });
}
