import { ArrowLeft } from "lucide-react";
import { Link } from "@/components/ui/link";

/**
 * The heading and subtitle every dashboard tab starts with; a sub-page of the listing leads back to it.
 * The heading takes focus from a script when what had it is gone and nothing follows (decision 550).
 */
export function PageHeading({
  title,
  subtitle,
  backToListing,
}: {
  title: string;
  subtitle?: string;
  backToListing?: boolean;
}) {
  const heading = (
    <header>
      <h1
        tabIndex={-1}
        className="rounded-lg text-3xl font-bold tracking-tight text-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
      >
        {title}
      </h1>
      {subtitle ? <p className="mt-1 text-lg text-slate-600">{subtitle}</p> : null}
    </header>
  );
  if (!backToListing) return heading;
  return (
    <>
      <Link
        href="/dashboard/listing"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Manage coupons
      </Link>
      <div className="mt-3">{heading}</div>
    </>
  );
}
