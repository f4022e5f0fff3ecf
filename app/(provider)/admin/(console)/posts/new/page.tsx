import type { Metadata } from "next";
import { PostForm } from "@/components/admin/content/post-form";
import { NoAccess, PageHeader } from "@/components/admin/page-header";
import { can } from "@/lib/staff/roles";
import { consoleStaff } from "../../console-staff";

export const metadata: Metadata = { title: "New post" };

export default async function NewPostPage() {
  const session = await consoleStaff();
  if (!can(session.role, "content.write")) return <NoAccess />;
  return (
    <>
      <PageHeader title="New post" description="Save it as a draft to preview it, or publish it right away." />
      <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <PostForm published={false} initial={{ title: "", description: "", tags: "", images: "" }} />
      </div>
    </>
  );
}
