"use server";
import { redirect } from "next/navigation";
import { savePost } from "@/lib/data/admin/content";
import { postFormSchema } from "@/lib/validations/staff";
import { staffAction } from "../staff-action";

/** Creates or edits a post (and publishes or unpublishes it when that button was pressed). */
export const savePostAction = staffAction("content.write", postFormSchema, async (input, { session, actor }) => {
  const post = await savePost({ session, ip: actor.ip }, input);
  const done = { save: "saved", publish: "published", unpublish: "unpublished" }[input.intent];
  redirect(`/admin/posts/${post.id}?done=${done}`);
});
