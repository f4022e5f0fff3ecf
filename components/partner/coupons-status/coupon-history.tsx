"use client";

import { useEffect, useState } from "react";
import { couponHistoryAction } from "@/lib/actions/coupon-history";
import type { CouponChangeView } from "@/lib/data/coupon-history";
import { runAction } from "../action-result";

const when = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

const FIELD_NAMES: Record<string, string> = {
  actualPricing: "actual price",
  discountedPrice: "discounted price",
  category: "categories",
  startDate: "start date",
  expiryDate: "expiry date",
};

const shown = (value: unknown) =>
  value === null || value === undefined ? "none" : Array.isArray(value) ? value.join(", ") : String(value);

function describe(change: CouponChangeView): string {
  if (change.kind === "pause") return "Paused";
  if (change.kind === "resume") return "Resumed";
  if (change.kind === "end") return "Ended";
  if (change.kind === "duplicate-from") return "Duplicated from another coupon";
  const fields = Object.entries(change.fields ?? {});
  return `Edited ${fields
    .map(([name, { from, to }]) => `${FIELD_NAMES[name] ?? name}: ${shown(from)} → ${shown(to)}`)
    .join("; ")}`;
}

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
      ) : changes.length === 0 ? (
        <p className="text-sm text-slate-500">No changes since it was listed.</p>
      ) : (
        <ol aria-label="Changes" className="grid max-h-40 gap-2 overflow-y-auto text-sm">
          {changes.map((change, i) => (
            <li key={`${change.at}-${i}`} className="flex gap-3">
              <time dateTime={change.at} className="shrink-0 text-slate-500">
                {when.format(new Date(change.at))}
              </time>
              <span className="break-words text-slate-700">{describe(change)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
