"use client";

import { Ellipsis } from "lucide-react";
import { useId, useRef, useState } from "react";
import { viewState, type CouponView } from "@/lib/model/coupon-view";
import { formatRupees } from "@/lib/format/rupees";
import { RunningControls } from "../coupons-status/running-controls";
import { CouponActionButton, CouponCardFrame, CouponResultsLink } from "./coupon-card-parts";
import { CouponStateBadge } from "./status-badge";

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const dayText = (d: string) => day.format(new Date(`${d}T00:00:00Z`));

/**
 * One coupon on the Listing Page: its results (decision 548), edit (a live one keeps its start date,
 * decision 545), delete, and under 'More' its running controls: pause or resume, end now, duplicate.
 */
export function CouponCard({
  coupon,
  onEdit,
  onDelete,
  selected,
  onSelect,
}: {
  coupon: CouponView;
  onEdit: (coupon: CouponView) => void;
  onDelete: (coupon: CouponView) => void;
  /** Chosen for a bulk action (decision 559). */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}) {
  const [more, setMore] = useState(false);
  const [done, setDone] = useState("");
  const moreId = useId();
  const moreButton = useRef<HTMLButtonElement>(null);
  return (
    <CouponCardFrame
      className="h-full"
      titleId={`coupon-${coupon.id}`}
      image={coupon.image}
      imageClassName="aspect-[16/9]"
      sizes="(min-width: 1280px) 320px, 50vw"
      overlay={
        <>
          <CouponStateBadge state={viewState(coupon)} className="absolute left-3 top-3" />
          {onSelect ? (
            <label className="absolute right-3 top-3 grid size-9 cursor-pointer place-items-center rounded-lg bg-white/95 shadow">
              <input
                type="checkbox"
                checked={Boolean(selected)}
                onChange={(event) => onSelect(event.target.checked)}
                aria-label={`Select ${coupon.title}`}
                className="size-5 accent-brand-700"
              />
            </label>
          ) : null}
        </>
      }
    >
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="line-clamp-2 break-words text-xs font-semibold uppercase tracking-wide text-brand-700">
          {coupon.brand}
        </p>
        <h2 id={`coupon-${coupon.id}`} className="line-clamp-2 break-words font-bold text-ink">
          {coupon.title}
        </h2>
        <p className="line-clamp-2 break-words text-sm text-slate-600">{coupon.description}</p>
        <dl className="mt-auto grid grid-cols-2 gap-x-3 gap-y-1 pt-2 text-sm">
          <dt className="text-slate-500">Code</dt>
          <dd className="truncate text-right font-mono text-ink">{coupon.code ?? "No code"}</dd>
          {coupon.discountedPrice !== null || coupon.actualPricing !== null ? (
            <>
              <dt className="text-slate-500">Price</dt>
              {/* Wraps between the two prices rather than running past the card (issue 49 m10); paise shown
                  when there are any, and no struck price equal to the price (m19). */}
              <dd className="flex flex-wrap justify-end gap-x-1.5" data-testid="card-price">
                {coupon.actualPricing !== null &&
                coupon.discountedPrice !== null &&
                coupon.actualPricing !== coupon.discountedPrice ? (
                  <s className="text-slate-500">{price(coupon.actualPricing)}</s>
                ) : null}
                <span className="font-semibold text-ink">
                  {price(coupon.discountedPrice ?? coupon.actualPricing ?? 0)}
                </span>
              </dd>
            </>
          ) : null}
          <dt className="text-slate-500">Valid</dt>
          <dd className="text-right text-slate-700">
            {/* A range wraps at its dash, never inside a date. */}
            <span className="whitespace-nowrap">{dayText(coupon.startDate)}</span> –{" "}
            <span className="whitespace-nowrap">{dayText(coupon.expiryDate)}</span>
          </dd>
        </dl>
        <div className="mt-3 flex items-center justify-end gap-2 border-t border-slate-100 pt-3">
          <CouponResultsLink couponId={coupon.id} couponTitle={coupon.title} className="size-10" iconOnly />
          <CouponActionButton
            action="edit"
            couponTitle={coupon.title}
            onClick={() => onEdit(coupon)}
            className="size-10"
          />
          <CouponActionButton
            action="delete"
            couponTitle={coupon.title}
            onClick={() => onDelete(coupon)}
            className="size-10"
          />
          <button
            ref={moreButton}
            type="button"
            aria-expanded={more}
            aria-controls={moreId}
            aria-label={`More actions for ${coupon.title}`}
            title="More"
            onClick={() => {
              setDone("");
              setMore((open) => !open);
            }}
            className={`grid size-10 place-items-center rounded-xl border border-slate-300 text-slate-700 hover:bg-slate-100 ${more ? "bg-slate-100" : ""}`}
          >
            <Ellipsis aria-hidden="true" className="size-4" />
          </button>
        </div>
        {more ? (
          <div id={moreId}>
            {/* Done, the controls close: focus goes back to More, which opened them. */}
            <RunningControls
              coupon={coupon}
              onDone={() => setMore(false)}
              focusAfter={() => moreButton.current}
              sayDone={setDone}
            />
          </div>
        ) : null}
        {/* The outcome of More's controls, on the card itself: no toast over the cards (issue 49 m11). */}
        <p role="status" className="text-right text-sm font-medium text-emerald-700 empty:hidden">
          {done}
        </p>
      </div>
    </CouponCardFrame>
  );
}

/** ₹1,499 or, with paise, ₹1,499.50: never rounded to a price the partner did not set (issue 49 m19). */
const price = (rupees: number) => formatRupees(rupees, { paise: !Number.isInteger(rupees) });
