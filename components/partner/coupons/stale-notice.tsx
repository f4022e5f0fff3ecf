import type { CouponFormValues } from "./coupon-form-values";

/** The form's labels, as the notice names the fields. */
const FIELD_LABELS: Record<keyof CouponFormValues, string> = {
  title: "Title",
  brand: "Brand",
  link: "Link",
  code: "Code",
  actualPricing: "Actual price",
  discountedPrice: "Discounted price",
  category: "Categories",
  startDate: "Start date",
  expiryDate: "Expiry date",
  description: "Description",
  image: "Coupon Image",
  claimCap: "Claim limit",
  capCounts: "The limit counts",
};

/** An edit refused because the coupon was saved elsewhere meanwhile (issue 49 m27), and how far it got. */
export type Stale =
  | null
  | { state: "refused"; message: string; error: string | null }
  | { state: "loading"; message: string }
  | { state: "merged"; changed: (keyof CouponFormValues)[]; kept: (keyof CouponFormValues)[] };

const names = (fields: (keyof CouponFormValues)[]) => fields.map((f) => FIELD_LABELS[f]).join(", ");

/**
 * Above the form: the refusal with a button that loads the other save under what was typed, then what
 * that changed. The typed text stays in the fields throughout; Update then saves over the latest.
 */
export function StaleNotice({
  stale,
  reloadButton,
  onReload,
}: {
  stale: NonNullable<Stale>;
  reloadButton: React.RefObject<HTMLButtonElement | null>;
  onReload: () => void;
}) {
  if (stale.state === "merged")
    return (
      <div role="status" className="mb-6 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
        <p className="font-semibold">The latest version is loaded under your changes.</p>
        <p className="mt-1">
          {stale.changed.length
            ? `Changed elsewhere: ${names(stale.changed)}.`
            : "Nothing you see was changed elsewhere."}
          {stale.kept.length ? ` Yours kept: ${names(stale.kept)}.` : ""} Check the form, then press Update Coupon.
        </p>
      </div>
    );
  return (
    <div role="alert" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{stale.message}</p>
      <p className="mt-1">Your changes are still here. Load the latest version to save them over it.</p>
      {stale.state === "refused" && stale.error ? <p className="mt-1 font-medium text-red-700">{stale.error}</p> : null}
      <button
        ref={reloadButton}
        type="button"
        onClick={onReload}
        disabled={stale.state === "loading"}
        className="mt-3 inline-flex h-10 items-center rounded-xl border border-amber-400 bg-white px-4 font-semibold text-amber-950 hover:bg-amber-100 disabled:opacity-60"
      >
        {stale.state === "loading" ? "Loading..." : "Load the latest and keep my changes"}
      </button>
    </div>
  );
}
