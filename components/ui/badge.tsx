import type { ComponentProps } from "react";

/** The badge colours of the partner area and the console: one palette, AA contrast on its own background. */
export const BADGE_TONES = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  red: "bg-red-50 text-red-800 ring-red-200",
  slate: "bg-slate-100 text-slate-700 ring-slate-200",
  violet: "bg-violet-50 text-violet-800 ring-violet-200",
  brand: "bg-brand-50 text-brand-800 ring-brand-200",
};

export type BadgeTone = keyof typeof BADGE_TONES;

/** A short state label in a rounded chip (`data-tone` names its colour); `className` places or sizes it. */
export function Badge({ tone, className, children, ...span }: ComponentProps<"span"> & { tone: BadgeTone }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${BADGE_TONES[tone]}${className ? ` ${className}` : ""}`}
      {...span}
    >
      {children}
    </span>
  );
}
