"use server";
import { redirect } from "next/navigation";
import { removePost } from "@/lib/data/admin/content";
import { postIdSchema } from "@/lib/validations/staff";
import { staffAction } from "../staff-action";

export const deletePostAction = staffAction("content.write", postIdSchema, async ({ id }, { session, actor }) => {
  await removePost({ session, ip: actor.ip }, id);
  redirect("/admin/posts?done=deleted");
});
