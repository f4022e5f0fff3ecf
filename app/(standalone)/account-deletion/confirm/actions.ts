"use server";

import { redirect } from "next/navigation";
import { actionStarted } from "@/lib/http/action-run";
import { confirmDeletionRequest } from "@/lib/public-forms/account-deletion";

/**
 * Confirming is a POST from a button, never the GET of the link itself: mail scanners and link
 * previews open links, and they must not confirm anyone's deletion.
 */
export async function confirmDeletionAction(formData: FormData): Promise<void> {
  actionStarted();
  // Arguments are whatever the request decoded to: anything but the form's is no token.
  const token = formData instanceof FormData ? String(formData.get("token") ?? "") : "";
  const outcome = await confirmDeletionRequest(token);
  redirect(`/account-deletion/confirm?result=${outcome}`);
}
