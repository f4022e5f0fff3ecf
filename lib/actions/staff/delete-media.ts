"use server";
import { deleteMediaItem } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

export const deleteMediaAction = toAction(deleteMediaItem, { revalidate: "/admin/media" });
