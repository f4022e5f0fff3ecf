import type { Metadata } from "next";
import { ServiceCard } from "@/components/dynamics/service-card";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { siteConfig } from "@/config/site";
import { dynamicsIntro as intro } from "@/lib/copy/list-pages";
import { shareImagePath } from "@/lib/model/content-paths";
import { listPublishedServices } from "@/lib/data/services";

export const metadata: Metadata = pageMetadata({
  title: "Dynamics",
  description: intro,
  path: "/dynamics",
  ogTitle: "Dynamics",
  image: { url: shareImagePath("/dynamics"), alt: `Dynamics: the features behind ${siteConfig.name}` },
});

export default async function DynamicsPage() {
  const services = await listPublishedServices();
  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-white to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">Dynamics</h1>
          <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p>
        </header>
        {services.length > 0 ? (
          // Two columns from 790px: the spec's breakpoint, not one of Tailwind's.
          <ul data-testid="service-grid" className="mt-10 grid grid-cols-1 gap-8 min-[790px]:grid-cols-2">
            {services.map((service, i) => (
              <li key={service.id}>
                <ServiceCard service={service} index={i + 1} preload={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 rounded-3xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
            No services yet. Check back soon.
          </p>
        )}
      </div>
    </div>
  );
}
