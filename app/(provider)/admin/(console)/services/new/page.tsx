import type { Metadata } from "next";
import { NewContent } from "@/components/admin/content/content-editor";
import { ServiceForm } from "@/components/admin/content/service-form";
import { NoAccess } from "@/components/admin/page-header";
import { editorHistory } from "@/lib/console/content/drafts";
import { services } from "@/lib/console/content/services";
import { mediaChoices } from "@/lib/console/media";
import { consoleContext } from "../../console-staff";

export const metadata: Metadata = { title: "New service" };

const EMPTY = {
  title: "",
  tagLine: "",
  description: "",
  images: "",
  imageAlts: "",
  whyWeBuilt: "",
  howItWorks: "",
  highlights: "",
  benefits: "",
  languageStyle: "",
  position: "",
  publishAt: "",
};

export default async function NewServicePage() {
  const ctx = await consoleContext("content.write");
  if (!ctx) return <NoAccess />;
  return (
    <NewContent title="New service">
      <ServiceForm
        published={false}
        history={await editorHistory(services, ctx, null)}
        library={await mediaChoices(ctx)}
        initial={EMPTY}
      />
    </NewContent>
  );
}
