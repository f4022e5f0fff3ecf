import { Link } from "@/components/ui/link";
import { ContentImage } from "@/components/blog/content-image";
import { servicePath } from "@/lib/model/content-paths";
import type { PublicService } from "@/lib/data/services";
import { imageAlt } from "@/lib/model/image-alt";
import { padIndex } from "./service-text";
import { firstPaintImageSrc } from "@/lib/assets/inline-image";

/** `preload` for the first card, whose picture is the largest paint on a phone (decision 318). */
export function ServiceCard({
  service,
  index,
  preload = false,
}: {
  service: PublicService;
  index: number;
  preload?: boolean;
}) {
  return (
    <article
      data-testid="service-card"
      className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-lg shadow-brand-900/5 ring-1 ring-slate-200/80 transition hover:-translate-y-0.5 hover:shadow-xl"
    >
      <div className="flex flex-1 flex-col gap-4 p-6 sm:p-8">
        <div className="flex items-baseline gap-4">
          <span
            data-testid="service-index"
            className="text-4xl font-extrabold tabular-nums text-brand-600 group-hover:text-brand-700"
          >
            {padIndex(index)}
          </span>
          <h2 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{service.title}</h2>
        </div>
        <p className="line-clamp-4 leading-7 text-slate-600">{service.description}</p>
      </div>
      <div className="relative mx-6 aspect-[3/2] overflow-hidden rounded-2xl bg-brand-50 sm:mx-8">
        <ContentImage
          src={firstPaintImageSrc(service.images[0], preload)}
          alt={imageAlt(service, 0)}
          sizes="(min-width: 790px) 600px, 100vw"
          priority={preload}
        />
      </div>
      <div className="p-6 sm:px-8">
        <Link
          href={servicePath(service.id)}
          aria-label={`View More: ${service.title}`}
          className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800"
        >
          View More <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
