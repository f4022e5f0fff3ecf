import { ArrowLeft } from "lucide-react";
import { Link } from "@/components/ui/link";

/** The heading and subtitle every dashboard tab starts with; a sub-page of the listing leads back to it. */
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
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
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
