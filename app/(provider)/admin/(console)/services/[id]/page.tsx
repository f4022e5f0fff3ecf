import type { Metadata } from "next";
import { ContentImage } from "@/components/blog/content-image";
import { ContentEditor } from "@/components/admin/content/content-editor";
import { ServiceForm, type ServiceFormValues } from "@/components/admin/content/service-form";
import { NoAccess } from "@/components/admin/page-header";
import { ServiceSections } from "@/components/dynamics/service-sections";
import { deleteServiceAction } from "@/lib/actions/staff/delete-service";
import { services } from "@/lib/console/content/services";
import { editorHistory } from "@/lib/console/content/drafts";
import { getContent } from "@/lib/console/content/workflow";
import { mediaChoices } from "@/lib/console/media";
import { scheduledFor } from "@/lib/model/publication-schedule";
import { imageAlt } from "@/lib/model/image-alt";
import { consoleContext, orNotFound } from "../../console-staff";

export const metadata: Metadata = { title: "Edit service" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string | string[] }> };

export default async function EditServicePage({ params, searchParams }: Props) {
  const ctx = await consoleContext("content.write");
  if (!ctx) return <NoAccess />;
  const service = await orNotFound(getContent(services, ctx, (await params).id));
  return (
    <ContentEditor
      title="Edit service"
      path={`/dynamics/${encodeURIComponent(service.id)}`}
      published={service.published}
      scheduledFor={scheduledFor(service)}
      done={(await searchParams).done}
      publicList="/dynamics"
      noun="service"
      id={service.id}
      deleteAction={deleteServiceAction}
      form={
        <ServiceForm
          id={service.id}
          updatedAt={service.updatedAt}
          published={service.published}
          scheduledFor={scheduledFor(service)?.toISOString()}
          initial={{ publishAt: "", ...services.formValues(service) } as ServiceFormValues}
          history={await editorHistory(services, ctx, service)}
          library={await mediaChoices(ctx)}
        />
      }
      previewClassName="space-y-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm"
      preview={
        <>
          <div className="rounded-2xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 p-6 text-white">
            <p className="text-2xl font-extrabold tracking-tight">{service.title}</p>
            <p className="mt-2 text-brand-50">{service.tagLine}</p>
          </div>
          {service.images[0] ? (
            <div className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-slate-200/80">
              <ContentImage src={service.images[0]} alt={imageAlt(service, 0)} sizes="600px" />
            </div>
          ) : null}
          <ServiceSections service={service} />
        </>
      }
    />
  );
}
