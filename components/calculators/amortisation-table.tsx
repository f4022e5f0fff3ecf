"use client";

import { ChevronRight, Download } from "lucide-react";
import { useState } from "react";
import { scheduleToCsv, type EmiSchedule } from "@/lib/calculators/emi";
import { formatRupees } from "@/lib/format/rupees";

function downloadCsv(schedule: EmiSchedule) {
  const blob = new Blob([scheduleToCsv(schedule)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = "emi-schedule.csv";
  link.click();
  // Revoked a moment later: some browsers start reading the blob only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const cell = "px-3 py-2.5 text-right tabular-nums";

export function AmortisationTable({ schedule }: { schedule: EmiSchedule }) {
  const [openYears, setOpenYears] = useState<ReadonlySet<number>>(new Set());

  function toggle(year: number) {
    setOpenYears((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });
  }

  return (
    <section
      aria-labelledby="schedule-heading"
      className="mt-8 rounded-3xl border border-slate-200/80 bg-white p-5 shadow-[0_8px_30px_rgb(15_23_42/0.06)] sm:p-7"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="schedule-heading" className="text-lg font-bold text-ink">
            Amortisation schedule
          </h2>
          <p className="text-sm text-slate-600">Open a year to see its months.</p>
        </div>
        <button
          type="button"
          onClick={() => downloadCsv(schedule)}
          disabled={schedule.monthly.length === 0}
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:opacity-50"
        >
          <Download className="size-4" aria-hidden="true" />
          Download CSV
        </button>
      </div>
      {/* On a phone the four columns are wider than the screen: say so, and let the keyboard scroll it too. */}
      <p id="schedule-scroll-hint" className="mt-4 text-sm text-slate-600 sm:hidden">
        Scroll the table sideways to see Interest and Balance.
      </p>
      <div
        role="region"
        aria-label="Schedule table"
        aria-describedby="schedule-scroll-hint"
        tabIndex={0}
        className="mt-5 max-h-[32rem] overflow-auto rounded-2xl border border-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <table className="w-full min-w-[34rem] text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2.5 text-left">
                Period
              </th>
              <th scope="col" className={cell}>
                Principal
              </th>
              <th scope="col" className={cell}>
                Interest
              </th>
              <th scope="col" className={cell}>
                Balance
              </th>
            </tr>
          </thead>
          {schedule.yearly.map((year) => {
            const open = openYears.has(year.year);
            return (
              <tbody key={year.year} className="border-t border-slate-100">
                <tr className="bg-white font-medium text-ink">
                  <th scope="row" className="px-3 py-2 text-left">
                    <button
                      type="button"
                      aria-expanded={open}
                      onClick={() => toggle(year.year)}
                      className="inline-flex items-center gap-1 rounded-md py-0.5 font-semibold hover:text-brand-700"
                    >
                      <ChevronRight
                        className={`size-4 transition-transform ${open ? "rotate-90" : ""}`}
                        aria-hidden="true"
                      />
                      Year {year.year}
                    </button>
                  </th>
                  <td className={cell}>{formatRupees(year.principal)}</td>
                  <td className={cell}>{formatRupees(year.interest)}</td>
                  <td className={cell}>{formatRupees(year.balance)}</td>
                </tr>
                {open
                  ? year.months.map((row) => (
                      <tr key={row.month} className="bg-slate-50/70 text-slate-700">
                        <th scope="row" className="py-2 pr-3 pl-9 text-left font-normal">
                          Month {row.month}
                        </th>
                        <td className={cell}>{formatRupees(row.principal)}</td>
                        <td className={cell}>{formatRupees(row.interest)}</td>
                        <td className={cell}>{formatRupees(row.balance)}</td>
                      </tr>
                    ))
                  : null}
              </tbody>
            );
          })}
        </table>
      </div>
    </section>
  );
}
