import "server-only";
import { listOutbox } from "@/lib/data/email-messages";
import { openBody } from "./sealed-body";
import { isDevMailboxEnabled } from "./send-mail";

/**
 * The demo's local mailbox (/dev/mail): what each recipient would have received, codes and links
 * included, opened from the sealed body (decision 812). Nothing outside the demo without a transport
 * reads it; the table itself never holds the clear text.
 */
export async function readDevMailbox(options: { to?: string } = {}) {
  if (!isDevMailboxEnabled()) throw new Error("the local mailbox exists only in the demo without a mail transport");
  const rows = await listOutbox(options);
  return rows.map(({ sealedBody, ...row }) => ({
    ...row,
    text: sealedBody ? openSafely(sealedBody, row.to, row.text) : row.text,
  }));
}

function openSafely(sealed: string, to: string, masked: string): string {
  try {
    return openBody(sealed, to).text;
  } catch {
    return masked; // sealed under an earlier AUTH_SECRET
  }
}
