"use client";

import { Search } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

/**
 * The search box (spec 2): a GET form, so it works without JavaScript; with it, results follow the
 * typing after a short pause, and the URL keeps the search for reload and Back.
 */
export function CouponSearch({ initial, extra = {} }: { initial: string; extra?: Record<string, string> }) {
  const router = useRouter();
  const pathname = usePathname();
  const [value, setValue] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const go = (search: string) => {
    const params = new URLSearchParams(extra);
    if (search.trim()) params.set("search", search.trim());
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };

  return (
    <form
      role="search"
      action={pathname}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        go(value);
      }}
      className="relative w-full max-w-md"
    >
      {Object.entries(extra).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <label htmlFor="coupon-search" className="sr-only">
        Search coupons
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-400"
      />
      <input
        id="coupon-search"
        type="search"
        name="search"
        value={value}
        maxLength={100}
        autoComplete="off"
        placeholder="Search coupons, brands, or codes..."
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => go(next), 300);
        }}
        className="block h-12 w-full rounded-xl border border-slate-300 bg-white pl-12 pr-4 text-base text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
      />
    </form>
  );
}
