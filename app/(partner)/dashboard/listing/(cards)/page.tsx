import { Download, FileUp, LayoutGrid } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { CouponManager } from "@/components/partner/coupons/coupon-manager";
import { CouponSearch } from "@/components/partner/coupons/coupon-search";
import { ListFilters } from "@/components/partner/coupons/list-filters";
import { type ListQuery, listParams } from "@/components/partner/coupons/list-query";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import { type CouponSearch as CouponQuery, listCoupons } from "@/lib/data/coupons";
import { AppError } from "@/lib/errors";
import { todayInIndia } from "@/lib/model/calendar-day";
import { couponSearchSchema } from "@/lib/validations/coupon";
import { dashboardPartner } from "../../current-partner";

export const metadata: Metadata = { title: "Coupon Management" };

/** One screen of cards; more come with 'Load more' (decision 520). */
const PAGE_SIZE = 24;

type Param = string | string[] | undefined;
type Props = {
  searchParams: Promise<{ search?: Param; cursor?: Param; state?: Param; category?: Param; sort?: Param }>;
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function ListingPage({ searchParams }: Props) {
  const { partnerId } = await dashboardPartner();
  const raw = await searchParams;
  // Each part on its own: a state or sort typed wrong by hand is left out, not the whole query.
  const part = <K extends keyof typeof couponSearchSchema.shape>(key: K, value: Param) => {
    const parsed = couponSearchSchema.shape[key].safeParse(first(value));
    return parsed.success ? parsed.data : undefined;
  };
  const search = (part("search", raw.search) as string | undefined) ?? "";
  const asked = part("cursor", raw.cursor) as string | undefined;
  const filters = {
    state: part("state", raw.state) as CouponQuery["state"],
    category: part("category", raw.category) as CouponQuery["category"],
    sort: part("sort", raw.sort) as CouponQuery["sort"],
  };
  const read = (cursor?: string) => listCoupons(partnerId, { search, cursor, limit: PAGE_SIZE, ...filters });
  // A cursor this partner was never given (a link typed by hand) shows the first coupons, not an error.
  const [page, cursor] = await read(asked).then(
    (found) => [found, asked] as const,
    async (error: unknown) => {
      if (!asked || !(error instanceof AppError) || error.code !== "validation_failed") throw error;
      return [await read(), undefined] as const;
    },
  );
  const query: ListQuery = {
    search,
    state: filters.state ?? "",
    category: filters.category ?? "",
    sort: filters.sort ?? "",
  };
  const kept = listParams({ ...query, search: "" });
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
          {/* The import's own columns with ids: edit in a spreadsheet and import again (decision 560). */}
          <a href="/api/v1/coupon/export.csv" download className={secondary}>
            <Download aria-hidden="true" className="size-4" /> Export CSV
          </a>
        </div>
      </div>
      {cursor ? (
        <p className="mt-4 text-sm text-slate-600">
          Showing later coupons.{" "}
          <Link
            href={`?${new URLSearchParams(listParams(query))}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            Back to the first
          </Link>
        </p>
      ) : null}
      <CouponManager
        initial={page.coupons}
        nextCursor={page.nextCursor}
        search={search}
        query={query}
        today={todayInIndia()}
        pageSize={PAGE_SIZE}
        toolbar={<CouponSearch initial={search} extra={kept} />}
        filters={<ListFilters query={query} />}
      />
    </>
  );
}
