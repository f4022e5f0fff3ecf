import type { Metadata } from "next";
import { NewContent } from "@/components/admin/content/content-editor";
import { PostForm } from "@/components/admin/content/post-form";
import { NoAccess } from "@/components/admin/page-header";
import { can } from "@/lib/staff/roles";
import { consoleStaff } from "../../console-staff";

export const metadata: Metadata = { title: "New post" };

export default async function NewPostPage() {
  const session = await consoleStaff();
  if (!can(session.role, "content.write")) return <NoAccess />;
  return (
    <NewContent title="New post">
      <PostForm published={false} initial={{ title: "", description: "", tags: "", images: "", publishAt: "" }} />
    </NewContent>
  );
}
