import type { CouponView } from "@/lib/model/coupon-view";
import { CouponActionButton, CouponCardFrame, CouponResultsLink } from "../coupons/coupon-card-parts";
import { CouponStateBadge } from "../coupons/status-badge";
import { offerText } from "./coupon-offer";

/**
 * A card of the tabbed listing: opens the detail. Lived coupons get a green dot and Edit only: a running
 * offer can be corrected but keeps its start date (decision 545); its delete stays on the Listing Page.
 */
export function StatusCard({
  coupon,
  onOpen,
  onEdit,
  onDelete,
}: {
  coupon: CouponView;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const offer = offerText(coupon);
  return (
    <CouponCardFrame
      titleId={`status-${coupon.id}`}
      image={coupon.image}
      imageClassName="aspect-[16/10]"
      sizes="(min-width: 1280px) 220px, 45vw"
      className="relative h-full transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
    >
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
          {coupon.isLived ? (
            <span className="inline-flex items-center gap-1 normal-case tracking-normal text-emerald-700">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-emerald-500" data-testid="live-dot" />
              Live
            </span>
          ) : null}
          {coupon.status === "claimed" ? (
            <CouponStateBadge state="claimed" className="normal-case tracking-normal" />
          ) : null}
          {coupon.paused ? <CouponStateBadge state="paused" className="normal-case tracking-normal" /> : null}
          <span className="line-clamp-2 min-w-0 break-words">{coupon.brand}</span>
        </p>
        <h2 id={`status-${coupon.id}`} className="line-clamp-2 break-words font-bold text-ink">
          {/* The whole card opens the detail: the link-like button stretches over it. */}
          <button
            type="button"
            onClick={onOpen}
            className="text-left after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {coupon.title}
          </button>
        </h2>
        {offer ? <p className="text-sm font-semibold text-brand-800">{offer}</p> : null}
        <div className="relative z-10 mt-auto flex justify-end gap-2 pt-3">
          <CouponResultsLink couponId={coupon.id} couponTitle={coupon.title} className="mr-auto h-9" />
          <CouponActionButton action="edit" couponTitle={coupon.title} onClick={onEdit} className="size-9 bg-white" />
          {!coupon.isLived ? (
            <CouponActionButton
              action="delete"
              couponTitle={coupon.title}
              onClick={onDelete}
              className="size-9 bg-white"
            />
          ) : null}
        </div>
      </div>
    </CouponCardFrame>
  );
}
