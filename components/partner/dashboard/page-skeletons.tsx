import { Bone, CardBones, LoadingState, TileBones } from "@/components/ui/skeleton";

/**
 * The heading and subtitle every dashboard tab starts with (PageHeading): `back` when it leads back to the
 * listing, `actions` links or buttons at its right.
 */
function HeadingBones({ back = false, actions = 0 }: { back?: boolean; actions?: number }) {
  return (
    <>
      {back ? <Bone className="mb-3 h-5 w-36" /> : null}
      <div className="flex items-start justify-between gap-4">
        <div>
          <Bone className="h-9 w-72" />
          <Bone className="mt-2 h-6 w-96 max-w-full" />
        </div>
        <div className="flex gap-2">
          {Array.from({ length: actions }, (_, i) => (
            <Bone key={i} className="h-10 w-36 rounded-xl" />
          ))}
        </div>
      </div>
    </>
  );
}

/** Coupon cards: image, title, brand and the figures (CouponCard). */
function Cards({ count, className }: { count: number; className: string }) {
  return (
    <div aria-hidden="true" className={`grid gap-5 ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
          <Bone className="h-36 rounded-none" />
          <div className="p-5">
            <Bone className="h-5 w-3/4" />
            <Bone className="mt-2 h-4 w-1/2" />
            <Bone className="mt-6 h-4 w-full" />
            <Bone className="mt-2 h-4 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Home: greeting, the four tiles, Overall Progress beside the announcements, the recent coupons. */
export function HomeSkeleton() {
  return (
    <LoadingState label="Loading your dashboard…">
      <HeadingBones />
      <div className="mt-8 grid gap-6">
        <TileBones count={4} className="grid-cols-2 xl:grid-cols-4" />
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <CardBones className="h-72" />
          <CardBones className="h-72" />
        </div>
        <CardBones className="h-64" />
      </div>
    </LoadingState>
  );
}

/** The Listing Page: heading with its two links, the search and Add Coupon, a grid of cards. */
export function ListingSkeleton() {
  return (
    <LoadingState label="Loading your coupons…">
      <HeadingBones actions={2} />
      <div className="mt-6 flex items-center justify-between gap-4">
        <Bone className="h-12 w-full max-w-md rounded-xl" />
        <Bone className="h-12 w-36 rounded-xl" />
      </div>
      <Cards count={6} className="mt-6 grid-cols-2 xl:grid-cols-3" />
    </LoadingState>
  );
}

/** Coupons by status: back link, heading, the search, the three tabs, a grid of cards. */
export function StatusSkeleton() {
  return (
    <LoadingState label="Loading your coupons…">
      <HeadingBones back />
      <Bone className="mt-6 h-12 w-full max-w-md rounded-xl" />
      <div aria-hidden="true" className="mt-6 flex gap-4 border-b border-slate-200 pb-3">
        <Bone className="h-6 w-36" />
        <Bone className="h-6 w-36" />
        <Bone className="h-6 w-36" />
      </div>
      <Cards count={6} className="mt-6 grid-cols-2 xl:grid-cols-3" />
    </LoadingState>
  );
}

/** Affiliated Management: heading with Export CSV, four tiles, the daily chart, the per-coupon table. */
export function AffiliatesSkeleton() {
  return (
    <LoadingState label="Loading views, clicks and claims…">
      <HeadingBones actions={1} />
      <TileBones count={4} className="mt-8 grid-cols-4" />
      <CardBones className="mt-6 h-80" />
      <CardBones className="mt-6">
        {Array.from({ length: 4 }, (_, i) => (
          <Bone key={i} className="mt-5 h-10 w-full" />
        ))}
      </CardBones>
    </LoadingState>
  );
}

/** Redeem: the heading, the code field, and the code found (decision 557). */
export function RedeemSkeleton() {
  return (
    <LoadingState label="Looking up the code…">
      <HeadingBones />
      <CardBones className="mt-6 h-40 max-w-3xl" />
      <CardBones className="mt-6 h-56 max-w-3xl" />
    </LoadingState>
  );
}
