import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ContentImage } from "@/components/blog/content-image";
import { ServiceForm } from "@/components/admin/content/service-form";
import { NoAccess, PageHeader } from "@/components/admin/page-header";
import { StatusBadge } from "@/components/admin/status-badge";
import { ServiceSections } from "@/components/dynamics/service-sections";
import { deleteServiceAction } from "@/lib/actions/staff/delete-service";
import { AppError } from "@/lib/errors";
import { requestIp } from "@/lib/auth/client-address";
import { services } from "@/lib/console/content/services";
import { getContent } from "@/lib/console/content/workflow";
import { can } from "@/lib/staff/roles";
import { consoleStaff } from "../../console-staff";

export const metadata: Metadata = { title: "Edit service" };

const DONE: Record<string, string> = {
  saved: "Saved.",
  published: "Published: it is on /dynamics now.",
  unpublished: "Unpublished: it is no longer on the public site.",
};

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string | string[] }> };

export default async function EditServicePage({ params, searchParams }: Props) {
  const session = await consoleStaff();
  if (!can(session.role, "content.write")) return <NoAccess />;
  const service = await getContent(services, { session, ip: await requestIp() }, (await params).id).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.status === 404) notFound();
      throw error;
    },
  );
  const done = (await searchParams).done;
  const path = `/dynamics/${encodeURIComponent(service.id)}`;
  return (
    <>
      <PageHeader title="Edit service" description={path}>
        <div className="flex items-center gap-3">
          {service.published ? (
            <>
              <StatusBadge tone="green">Published</StatusBadge>
              <Link href={path} className="text-sm font-semibold text-brand-700 hover:underline">
                View on the site
              </Link>
            </>
          ) : (
            <StatusBadge tone="slate">Draft</StatusBadge>
          )}
        </div>
      </PageHeader>
      {typeof done === "string" && DONE[done] ? (
        <p
          role="status"
          className="mb-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {DONE[done]}
        </p>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] items-start gap-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <ServiceForm
            id={service.id}
            updatedAt={service.updatedAt}
            published={service.published}
            initial={{
              title: service.title,
              tagLine: service.tagLine,
              description: service.description,
              images: service.images.join("\n"),
              whyWeBuilt: service.whyWeBuilt ?? "",
              howItWorks: service.howItWorks ?? "",
              highlights: service.highlights.join("\n"),
              benefits: service.benefits.join("\n"),
              languageStyle: service.languageStyle ?? "",
              position: String(service.position),
            }}
          />
          <details className="mt-6 border-t border-slate-200 pt-5">
            <summary className="cursor-pointer text-sm font-semibold text-red-700">Delete this service</summary>
            <form
              action={deleteServiceAction as unknown as (form: FormData) => Promise<void>}
              className="mt-3 space-y-3"
            >
              <input type="hidden" name="id" value={service.id} />
              <p className="text-sm text-slate-700">
                The service and its address disappear from the site. This cannot be undone.
              </p>
              <button
                type="submit"
                className="inline-flex h-10 items-center rounded-xl bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
              >
                Delete service
              </button>
            </form>
          </details>
        </div>
        <section
          aria-labelledby="preview-heading"
          className="space-y-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm"
        >
          <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
            Preview (as saved)
          </h2>
          <div className="rounded-2xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 p-6 text-white">
            <p className="text-2xl font-extrabold tracking-tight">{service.title}</p>
            <p className="mt-2 text-brand-50">{service.tagLine}</p>
          </div>
          {service.images[0] ? (
            <div className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-slate-200/80">
              <ContentImage src={service.images[0]} alt={service.title} sizes="600px" />
            </div>
          ) : null}
          <ServiceSections service={service} />
        </section>
      </div>
    </>
  );
}
