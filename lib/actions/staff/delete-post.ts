"use server";
import { deletePost } from "@/lib/console/operations";
import { toAction } from "@/lib/operations/action";

export const deletePostAction = toAction(deletePost, { redirect: () => "/admin/posts?done=deleted" });
