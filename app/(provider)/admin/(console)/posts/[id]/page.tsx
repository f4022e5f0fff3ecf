import type { Metadata } from "next";
import { ContentEditor } from "@/components/admin/content/content-editor";
import { PostPreviewColumn } from "@/components/admin/content/live-preview";
import { PostForm, type PostValues } from "@/components/admin/content/post-form";
import { NoAccess } from "@/components/admin/page-header";
import { PostArticle } from "@/components/blog/post-article";
import { deletePostAction } from "@/lib/actions/staff/delete-post";
import { posts } from "@/lib/console/content/posts";
import { editorHistory } from "@/lib/console/content/drafts";
import { getContent } from "@/lib/console/content/workflow";
import { mediaChoices } from "@/lib/console/media";
import { scheduledFor } from "@/lib/model/publication-schedule";
import { consoleContext, orNotFound } from "../../console-staff";

export const metadata: Metadata = { title: "Edit post" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string | string[] }> };

export default async function EditPostPage({ params, searchParams }: Props) {
  const ctx = await consoleContext("content.write");
  if (!ctx) return <NoAccess />;
  const post = await orNotFound(getContent(posts, ctx, (await params).id));
  return (
    <ContentEditor
      title="Edit post"
      path={`/blog/${post.slug}`}
      published={post.published}
      scheduledFor={scheduledFor(post)}
      done={(await searchParams).done}
      publicList="/BlogPage"
      noun="post"
      id={post.id}
      deleteAction={deletePostAction}
      form={
        <PostForm
          id={post.id}
          updatedAt={post.updatedAt}
          published={post.published}
          scheduledFor={scheduledFor(post)?.toISOString()}
          initial={{ publishAt: "", ...posts.formValues(post) } as PostValues}
          history={await editorHistory(posts, ctx, post)}
          library={await mediaChoices(ctx)}
        />
      }
      preview={<PostArticle post={post} heading="h2" />}
      livePreview={(saved, className) => (
        <PostPreviewColumn saved={saved} initial={posts.formValues(post)} className={className} />
      )}
    />
  );
}
