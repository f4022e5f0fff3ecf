import "server-only";
import { insertContactMessage } from "@/lib/data/contact-messages";
import { providerInbox, sendMail } from "@/lib/mail/send-mail";
import type { ContactData } from "@/lib/validations/contact";

/** Stores the message, then tells the provider. The message is kept even if the e-mail fails. */
export async function createContactMessage(data: ContactData): Promise<{ id: string }> {
  const row = await insertContactMessage(data);
  try {
    await sendMail({
      to: providerInbox(),
      subject: `New contact message from ${data.name}`,
      text: `Name: ${data.name}\nEmail: ${data.email}\n\n${data.message}\n\n(Message ${row.id})`,
    });
  } catch (error) {
    // The visitor's message is safe in the table; the provider reads it there.
    console.warn("[contact] provider notification failed", error instanceof Error ? error.message : error);
  }
  return row;
}
