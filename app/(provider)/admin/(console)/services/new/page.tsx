import type { Metadata } from "next";
import { NewContent } from "@/components/admin/content/content-editor";
import { ServiceForm } from "@/components/admin/content/service-form";
import { NoAccess } from "@/components/admin/page-header";
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
  position: "",
  publishAt: "",
};

export default async function NewServicePage() {
  const session = await consoleStaff();
  if (!can(session.role, "content.write")) return <NoAccess />;
  return (
    <NewContent title="New service">
      <ServiceForm published={false} initial={EMPTY} />
    </NewContent>
  );
}
