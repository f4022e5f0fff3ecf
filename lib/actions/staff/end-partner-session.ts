"use server";
import { endPartnerSession } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

export const endPartnerSessionAction = toAction(endPartnerSession, { revalidate: "/admin" });
