"use server";
import { reviewPartner } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

export const reviewPartnerAction = toAction(reviewPartner, { revalidate: "/admin" });
