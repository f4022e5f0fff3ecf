"use server";

import { redirect } from "next/navigation";
import { toAction } from "@/lib/operations/action";
import { confirmAccountDeletion } from "@/lib/public-forms/operations";

const confirm = toAction(confirmAccountDeletion, {
  redirect: ({ data }) => `/account-deletion/confirm?result=${data}`,
});

/**
 * The confirmation page's button (a plain form, works without JavaScript): the outcome's page on success,
 * 'retry' when the request was refused (too many presses, the database away), 'invalid' for a bad form.
 */
export async function confirmDeletionAction(formData: FormData): Promise<void> {
  // Arguments are whatever the request decoded to: anything but the form's is no token.
  const token = formData instanceof FormData ? String(formData.get("token") ?? "") : "";
  const result = await confirm({ token });
  if (!result.ok)
    redirect(`/account-deletion/confirm?result=${result.code === "validation_failed" ? "invalid" : "retry"}`);
}
