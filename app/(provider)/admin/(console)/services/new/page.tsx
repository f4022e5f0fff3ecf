import type { Metadata } from "next";
import { ServiceForm } from "@/components/admin/content/service-form";
import { NoAccess, PageHeader } from "@/components/admin/page-header";
import { can } from "@/lib/staff/roles";
import { consoleStaff } from "../../console-staff";

export const metadata: Metadata = { title: "New service" };

const EMPTY = {
  title: "",
  tagLine: "",
  description: "",
  images: "",
  whyWeBuilt: "",
  howItWorks: "",
  highlights: "",
  benefits: "",
  languageStyle: "",
  position: "0",
};

export default async function NewServicePage() {
  const session = await consoleStaff();
  if (!can(session.role, "content.write")) return <NoAccess />;
  return (
    <>
      <PageHeader title="New service" description="Save it as a draft to preview it, or publish it right away." />
      <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ServiceForm published={false} initial={EMPTY} />
      </div>
    </>
  );
}
