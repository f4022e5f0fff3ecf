"use server";
import { savePost } from "@/lib/console/content/operations";
import { toAction } from "@/lib/operations/action";

export const savePostAction = toAction(savePost, {
  redirect: ({ data }) => `/admin/posts/${data.id}?done=${data.done}`,
});
