import { FileUp, LayoutGrid } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { CouponManager } from "@/components/partner/coupons/coupon-manager";
import { CouponSearch } from "@/components/partner/coupons/coupon-search";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import { listCoupons } from "@/lib/data/coupons";
import { AppError } from "@/lib/errors";
import { todayInIndia } from "@/lib/model/calendar-day";
import { couponSearchSchema } from "@/lib/validations/coupon";
import { dashboardPartner } from "../../current-partner";

export const metadata: Metadata = { title: "Coupon Management" };

/** One screen of cards; more come with 'Load more' (decision 520). */
const PAGE_SIZE = 24;

type Props = { searchParams: Promise<{ search?: string | string[]; cursor?: string | string[] }> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function ListingPage({ searchParams }: Props) {
  const { partnerId } = await dashboardPartner();
  const raw = await searchParams;
  const query = couponSearchSchema.safeParse({ search: first(raw.search), cursor: first(raw.cursor) });
  const { search = "", cursor: asked } = query.success ? query.data : {};
  // A cursor this partner was never given (a link typed by hand) shows the newest coupons, not an error.
  const [page, cursor] = await listCoupons(partnerId, { search, cursor: asked, limit: PAGE_SIZE }).then(
    (found) => [found, asked] as const,
    async (error: unknown) => {
      if (!asked || !(error instanceof AppError) || error.code !== "validation_failed") throw error;
      return [await listCoupons(partnerId, { search, limit: PAGE_SIZE }), undefined] as const;
    },
  );
  const secondary =
    "inline-flex h-10 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50";
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading title="Coupon Management" subtitle="Manage your coupons and promotions" />
        <div className="flex gap-2">
          <Link href="/dashboard/listing/status" className={secondary}>
            <LayoutGrid aria-hidden="true" className="size-4" /> View by status
          </Link>
          <Link href="/dashboard/listing/import" className={secondary}>
            <FileUp aria-hidden="true" className="size-4" /> Import CSV
          </Link>
        </div>
      </div>
      {cursor ? (
        <p className="mt-4 text-sm text-slate-600">
          Showing later coupons.{" "}
          <Link
            href={search ? `?search=${encodeURIComponent(search)}` : "?"}
            className="font-semibold text-brand-700 hover:underline"
          >
            Back to the newest
          </Link>
        </p>
      ) : null}
      <CouponManager
        initial={page.coupons}
        nextCursor={page.nextCursor}
        search={search}
        today={todayInIndia()}
        pageSize={PAGE_SIZE}
        toolbar={<CouponSearch initial={search} />}
      />
    </>
  );
}
