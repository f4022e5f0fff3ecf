"use client";

import { useEffect, useState } from "react";
import { couponHistoryAction } from "@/lib/actions/coupon-history";
import type { CouponChangeView } from "@/lib/data/coupon-history";
import { runAction } from "../action-result";
import { CouponChangeList } from "./coupon-change-list";

/** The coupon's changes, newest first (decision 546), read when its detail opens. */
export function CouponHistory({ couponId }: { couponId: string }) {
  const [changes, setChanges] = useState<CouponChangeView[] | null | "failed">(null);
  useEffect(() => {
    let current = true;
    void runAction(() => couponHistoryAction({ id: couponId })).then((result) => {
      if (current) setChanges(result.ok ? result.data : "failed");
    });
    return () => {
      current = false;
    };
  }, [couponId]);

  return (
    <section aria-labelledby={`history-${couponId}`} className="grid gap-2">
      <h3 id={`history-${couponId}`} className="text-sm font-semibold text-slate-800">
        History
      </h3>
      {changes === null ? (
        <p className="text-sm text-slate-500">Loading…</p>
      ) : changes === "failed" ? (
        <p className="text-sm text-slate-500">The history could not be loaded.</p>
      ) : (
        <CouponChangeList changes={changes} scrollable />
      )}
    </section>
  );
}
