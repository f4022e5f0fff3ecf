"use server";
import { reviewPartners } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

export const reviewPartnersAction = toAction(reviewPartners, { revalidate: "/admin/partners" });
