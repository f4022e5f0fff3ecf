import { Pencil, Trash2 } from "lucide-react";
import { ContentImage } from "@/components/blog/content-image";

/** A coupon card (Listing Page, tabbed listing): the coupon's picture on top, then the card's own content. */
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
      className={`flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm ${className ?? ""}`}
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
