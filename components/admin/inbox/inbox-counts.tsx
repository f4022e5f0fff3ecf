"use client";
import { createContext, useContext, useState } from "react";
import { FilterTabs } from "@/components/admin/filter-tabs";
import type { InboxKind } from "@/lib/data/inbox";

// The inbox's kind tabs carry the open count of each kind. A row's action answers the counts as they are
// after it, and the tabs take them at once: the rows stay (with their undo), the tabs are not stale until a
// reload (console review m5).

type Counts = Record<InboxKind, number>;
const CountsUpdate = createContext<(counts: Counts) => void>(() => {});

/** The new counts from an action's answer, for the tabs above. */
export function useInboxCountsUpdate(): (counts: Counts) => void {
  return useContext(CountsUpdate);
}

export function InboxCounts({
  initial,
  tabs,
  children,
}: {
  initial: Counts;
  tabs: { kind: InboxKind; href: string; label: string; current: boolean }[];
  children: React.ReactNode;
}) {
  const [counts, setCounts] = useState(initial);
  return (
    <CountsUpdate.Provider value={setCounts}>
      <FilterTabs
        label="Inbox"
        items={tabs.map(({ kind, ...tab }) => ({ ...tab, label: `${tab.label} (${counts[kind]})` }))}
      />
      {children}
    </CountsUpdate.Provider>
  );
}
