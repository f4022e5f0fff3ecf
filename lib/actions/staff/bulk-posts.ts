"use server";
import { bulkPosts } from "@/lib/console/content/operations";
import { toAction } from "@/lib/operations/action";

export const bulkPostsAction = toAction(bulkPosts, { revalidate: "/admin/posts" });
