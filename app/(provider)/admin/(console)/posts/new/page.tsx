import type { Metadata } from "next";
import { NewContent } from "@/components/admin/content/content-editor";
import { PostForm } from "@/components/admin/content/post-form";
import { NoAccess } from "@/components/admin/page-header";
import { editorHistory } from "@/lib/console/content/drafts";
import { posts } from "@/lib/console/content/posts";
import { mediaChoices } from "@/lib/console/media";
import { consoleContext } from "../../console-staff";

export const metadata: Metadata = { title: "New post" };

export default async function NewPostPage() {
  const ctx = await consoleContext("content.write");
  if (!ctx) return <NoAccess />;
  return (
    <NewContent title="New post">
      <PostForm
        published={false}
        history={await editorHistory(posts, ctx, null)}
        library={await mediaChoices(ctx)}
        initial={{ title: "", description: "", tags: "", images: "", imageAlts: "", publishAt: "" }}
      />
    </NewContent>
  );
}
