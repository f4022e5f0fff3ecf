"use client";

import { useSyncExternalStore } from "react";
import { debtFreeDate } from "@/lib/calculators/credit-card-payoff";
import { monthAndYear } from "@/lib/format/month-names";
import { formatMonths } from "./format";
import { neverChanges } from "@/components/ui/use-hydrated";

const today = () => new Date().toDateString();

/**
 * A static page is built long before it is read, so the calendar month is only named in the
 * browser; the server HTML says "in N months" instead of a stale month.
 */
export function DebtFreeMonth({ months }: { months: number }) {
  const day = useSyncExternalStore(neverChanges, today, () => null);
  const date = day === null ? null : debtFreeDate(months, new Date(day));
  if (date === null) {
    return (
      <>
        Debt-free in <strong>{formatMonths(months)}</strong>
      </>
    );
  }
  return (
    <>
      Debt-free by <strong>{monthAndYear(date)}</strong>
    </>
  );
}
