"use server";
import { deletePost } from "@/lib/console/content/operations";
import { toAction } from "@/lib/operations/action";

export const deletePostAction = toAction(deletePost, { redirect: () => "/admin/posts?done=deleted" });
