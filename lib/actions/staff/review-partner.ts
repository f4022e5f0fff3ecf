"use server";
import { revalidatePath } from "next/cache";
import { reviewPartner } from "@/lib/data/admin/partners";
import { reviewPartnerSchema } from "@/lib/validations/staff";
import { staffAction } from "../staff-action";

const DONE = { approve: "Partner approved", reject: "Partner rejected", suspend: "Partner suspended" } as const;

/** Approve, reject or suspend a partner (admins only; checked again in the data layer). */
export const reviewPartnerAction = staffAction(
  "partners.review",
  reviewPartnerSchema,
  async (input, { session, actor }) => {
    const result = await reviewPartner({ session, ip: actor.ip }, input);
    revalidatePath("/admin", "layout");
    return { data: result, message: DONE[input.decision] };
  },
);
