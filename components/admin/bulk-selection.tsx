"use client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import type { BulkOutcome } from "@/lib/console/bulk";

// Selecting many rows of a console list for one action (decision 623). The checkboxes and the bar need
// JavaScript (`noscript:hidden`); without it each row keeps its own actions.

export type Selection = {
  /** The selected ids still on the list, in the list's order. */
  ids: string[];
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  setAll: (on: boolean) => void;
  /** Unselects these (the items an action changed). */
  drop: (ids: string[]) => void;
  all: boolean;
  some: boolean;
};

/** What is selected among `selectable` (the rows that can take the list's bulk actions now). */
export function useSelection(selectable: string[]): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const ids = selectable.filter((id) => chosen.has(id));
  return {
    ids,
    has: (id) => chosen.has(id),
    toggle: (id) =>
      setChosen((was) => {
        const next = new Set(was);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    setAll: (on) => setChosen(on ? new Set(selectable) : new Set()),
    drop: (gone) =>
      setChosen((was) => {
        const next = new Set(was);
        gone.forEach((id) => next.delete(id));
        return next;
      }),
    all: selectable.length > 0 && ids.length === selectable.length,
    some: ids.length > 0,
  };
}

const boxClass = "size-4 accent-brand-700";

/** The column heading's box: every selectable row, or none; half-ticked when some are. */
export function SelectAllBox({ selection, label, id }: { selection: Selection; label: string; id?: string }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = selection.some && !selection.all;
  }, [selection.some, selection.all]);
  return (
    <input
      ref={box}
      id={id}
      type="checkbox"
      aria-label={label}
      checked={selection.all}
      onChange={(event) => selection.setAll(event.currentTarget.checked)}
      className={`${boxClass} noscript:hidden`}
    />
  );
}

export function SelectBox({ selection, id, label }: { selection: Selection; id: string; label: string }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.has(id)}
      onChange={() => selection.toggle(id)}
      className={`${boxClass} noscript:hidden`}
    />
  );
}

/** The bar above a list while rows are selected: how many, the actions, and Clear. */
export function BulkBar({
  selection,
  noun,
  children,
}: {
  selection: Selection;
  /** "partner": the bar says "3 partners selected". */
  noun: string;
  children: ReactNode;
}) {
  const count = selection.ids.length;
  if (count === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label={`Selected ${noun}s`}
      className="mb-3 flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm"
    >
      <p aria-live="polite" className="font-semibold text-brand-900">
        {count} {noun}
        {count === 1 ? "" : "s"} selected
      </p>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      <button
        type="button"
        onClick={() => selection.setAll(false)}
        className="ml-auto text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        Clear selection
      </button>
    </div>
  );
}

const TONES = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  plain: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  danger: "border border-red-300 bg-white text-red-800 hover:bg-red-50",
};

/** An action of the bar: it opens the question that names the count. */
export function BulkButton({
  tone,
  onClick,
  children,
}: {
  tone: keyof typeof TONES;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold ${TONES[tone]}`}
    >
      {children}
    </button>
  );
}

/** The toast of a bulk action refused as a whole (the count, the role, the limit): nothing was changed. */
export function toastBulkRefusal(result: { formError?: string; fieldErrors?: Record<string, string[]> }) {
  toast.error(result.formError ?? Object.values(result.fieldErrors ?? {})[0]?.[0] ?? "Nothing was changed.");
}

/** The toast after a bulk action: what was done, and each item left as it was, by name, with its reason. */
export function toastBulkOutcome(message: string | undefined, outcome: BulkOutcome, nameOf: (id: string) => string) {
  if (outcome.refused.length === 0) toast.success(message);
  else toast.warning(message, { description: outcome.refused.map((r) => `${nameOf(r.id)}: ${r.message}`).join(" ") });
}
