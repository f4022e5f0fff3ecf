import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ContentImage } from "@/components/blog/content-image";
import { ServiceSections } from "@/components/dynamics/service-sections";
import { serviceImages } from "@/components/dynamics/service-text";
import { contentPhoto, pageMetadata } from "@/components/marketing/page-metadata";
import { servicePath, shareImagePath } from "@/lib/model/content-paths";
import { getPublishedService, listPublishedServices } from "@/lib/data/services";
import { firstPaintImageSrc } from "@/lib/assets/inline-image";
import { imageAlt } from "@/lib/model/image-alt";

type Props = { params: Promise<{ dynamicsId: string }> };

export async function generateStaticParams() {
  return (await listPublishedServices()).map((s) => ({ dynamicsId: s.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await getPublishedService((await params).dynamicsId);
  if (!service) return { title: "Service Not Found", robots: { index: false } };
  const path = servicePath(service.id);
  return pageMetadata({
    title: service.title,
    description: service.tagLine,
    path,
    ogTitle: service.title,
    image: { url: shareImagePath(path, service.modifiedAt), alt: service.title },
    photo: contentPhoto(service),
  });
}

export default async function ServicePage({ params }: Props) {
  const service = await getPublishedService((await params).dynamicsId);
  if (!service) notFound();
  const images = serviceImages(service.images);

  return (
    <div className="bg-gradient-to-b from-brand-50/70 via-white to-white">
      <header className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-5xl px-4 pb-28 pt-12 sm:px-6 sm:pb-32 sm:pt-16">
          <Link
            href="/dynamics"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-100 hover:text-white"
          >
            <span aria-hidden="true">←</span> All services
          </Link>
          <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-5xl">{service.title}</h1>
          <p data-testid="service-tagline" className="mt-4 max-w-3xl text-lg leading-8 text-brand-50">
            {service.tagLine}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
        {images.desktop ? (
          <div data-testid="service-images" className="space-y-6">
            {/* Phones lead with the second image, larger screens with the first (790px, as in the list): one
                picture, so each screen fetches and lays out only its own (decision 321). */}
            <div className="relative -mt-20 aspect-[3/2] overflow-hidden rounded-3xl bg-brand-50 shadow-xl ring-1 ring-slate-200/80">
              <ContentImage
                src={firstPaintImageSrc(images.mobile)}
                alt={imageAlt(service, 0)}
                priority
                sizes="100vw"
                wide={{ src: firstPaintImageSrc(images.desktop), sizes: "1024px", media: "(min-width: 790px)" }}
              />
            </div>
            {images.rest.length > 0 ? (
              <div className={`grid gap-6 ${images.rest.length > 1 ? "sm:grid-cols-2" : ""}`}>
                {images.rest.map((src, i) => (
                  <div
                    key={src}
                    className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-brand-50 shadow-md ring-1 ring-slate-200/80"
                  >
                    <ContentImage src={src} alt={imageAlt(service, i + 2)} sizes="(min-width: 640px) 500px, 100vw" />
                  </div>
                ))}
              </div>
            ) : null}
          </div>
        ) : null}
        <ServiceSections service={service} />
      </div>
    </div>
  );
}
