"use server";
import { bulkServices } from "@/lib/console/content/operations";
import { toAction } from "@/lib/operations/action";

export const bulkServicesAction = toAction(bulkServices, { revalidate: "/admin/services" });
