"use server";

import { toAction } from "@/lib/operations/action";
import { requestAccountDeletion } from "@/lib/public-forms/operations";
import { accountDeletionPostedSchema } from "@/lib/validations/account-deletion";

/**
 * The account-deletion form's server action (decision 316): the same steps, limits and keys as
 * POST /api/v1/account-deletion, and the confirm box, which the API does not take, checked first.
 */
export const requestAccountDeletionAction = toAction(requestAccountDeletion, { form: accountDeletionPostedSchema });
