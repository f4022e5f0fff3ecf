"use client";

import { usePathname, useRouter } from "next/navigation";
import { couponCategories } from "@/lib/model/coupon-categories";
import { couponStateLabel } from "@/lib/model/coupon-view";
import { COUPON_STATE_FILTERS, type CouponSort } from "@/lib/validations/coupon";
import { type ListQuery, listParams } from "./list-query";

const SORT_LABELS: Record<CouponSort, string> = {
  newest: "Newest",
  ending: "Ending soonest",
  claimed: "Most claimed",
};

const selectClass =
  "h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20";

/**
 * State, category and sort (issue 49 capability 5): a GET form, so they work without JavaScript (Apply);
 * with it, a choice applies at once. The address keeps them with the search, for reload, Back and links.
 */
export function ListFilters({ query }: { query: ListQuery }) {
  const router = useRouter();
  const pathname = usePathname();
  const go = (form: HTMLFormElement) => {
    const params = new URLSearchParams(listParams(Object.fromEntries(new FormData(form)) as Partial<ListQuery>));
    const text = params.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
  };
  return (
    <form
      method="get"
      action={pathname}
      aria-label="Filter and sort coupons"
      onChange={(event) => go(event.currentTarget)}
      onSubmit={(event) => {
        event.preventDefault();
        go(event.currentTarget);
      }}
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
      <Choice
        label="State"
        name="state"
        value={query.state}
        options={[["", "All states"], ...COUPON_STATE_FILTERS.map((s) => [s, couponStateLabel[s]] as const)]}
      />
      <Choice
        label="Category"
        name="category"
        value={query.category}
        options={[["", "All categories"], ...couponCategories.map((c) => [c, c] as const)]}
      />
      <Choice label="Sort by" name="sort" value={query.sort || "newest"} options={Object.entries(SORT_LABELS)} />
      <button
        type="submit"
        className="h-10 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        Apply
      </button>
    </form>
  );
}

function Choice({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: (readonly [string, string])[];
}) {
  return (
    <label className="grid gap-1 text-sm font-semibold text-slate-800">
      {label}
      <select name={name} defaultValue={value} className={selectClass}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
