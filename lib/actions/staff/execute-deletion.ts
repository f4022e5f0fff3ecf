"use server";
import { executeDeletionRequest } from "@/lib/data/admin/inbox";
import { executeDeletionSchema } from "@/lib/validations/staff";
import { staffAction } from "../staff-action";

/** Carries out a confirmed deletion request (admins only; checked again in the data layer). */
export const executeDeletionAction = staffAction(
  "deletions.execute",
  executeDeletionSchema,
  async ({ requestId }, { session, actor }) => {
    const outcome = await executeDeletionRequest({ session, ip: actor.ip }, requestId);
    // No revalidation: the row stays and says it is done, until the next visit.
    return { data: outcome, message: "Data deleted and the requester e-mailed" };
  },
);
