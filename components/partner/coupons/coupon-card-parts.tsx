import { ChartColumn, Pencil, Trash2 } from "lucide-react";
import { Link } from "@/components/ui/link";
import { couponResultsPath } from "@/config/dashboard";
import { ContentImage } from "@/components/blog/content-image";

/**
 * A coupon card (Listing Page, tabbed listing): the coupon's picture on top, then the card's own content.
 * Focusable by script (tabIndex -1): focus moves to a card when the control that had it goes (decision 550).
 */
export function CouponCardFrame({
  titleId,
  image,
  imageClassName,
  sizes,
  className,
  overlay,
  children,
}: {
  titleId: string;
  image: string | null;
  /** The picture's aspect ratio on this card. */
  imageClassName: string;
  sizes: string;
  className?: string;
  /** Drawn over the picture (a status badge). */
  overlay?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className ?? ""}`}
    >
      <div className={`relative ${imageClassName} bg-slate-100`}>
        <ContentImage src={image} alt="" sizes={sizes} />
        {overlay}
      </div>
      {children}
    </article>
  );
}

const actions = {
  edit: { label: "Edit", Icon: Pencil, tone: "border-slate-300 text-slate-700 hover:bg-slate-100" },
  delete: { label: "Delete", Icon: Trash2, tone: "border-red-200 text-red-700 hover:bg-red-50" },
};

/** A coupon card's icon button, named for the coupon ("Edit Flat 40% off kurtas"). */
export function CouponActionButton({
  action,
  couponTitle,
  onClick,
  className,
}: {
  action: keyof typeof actions;
  couponTitle: string;
  onClick: () => void;
  /** Its size (and background) on this card. */
  className: string;
}) {
  const { label, Icon, tone } = actions[action];
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`${label} ${couponTitle}`}
      title={label}
      className={`grid place-items-center rounded-xl border ${tone} ${className}`}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** A coupon card's link to its results page (decision 548), named for the coupon. */
export function CouponResultsLink({
  couponId,
  couponTitle,
  className,
  iconOnly = false,
}: {
  couponId: string;
  couponTitle: string;
  /** Its size and place on this card. */
  className: string;
  /** Drawn as the card's other icon buttons are, where four controls share a narrow card. */
  iconOnly?: boolean;
}) {
  return (
    <Link
      href={couponResultsPath(couponId)}
      aria-label={`Results of ${couponTitle}`}
      title={iconOnly ? "Results" : undefined}
      className={
        iconOnly
          ? `grid place-items-center rounded-xl border border-brand-200 text-brand-700 hover:bg-brand-50 ${className}`
          : `inline-flex items-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${className}`
      }
    >
      <ChartColumn aria-hidden="true" className="size-4" />
      {iconOnly ? null : "Results"}
    </Link>
  );
}
