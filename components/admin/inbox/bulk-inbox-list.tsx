"use client";
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { runAction } from "@/components/partner/action-result";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { carryOutDeletionsAction } from "@/lib/actions/staff/carry-out-deletions";
import { exportInboxItemsAction } from "@/lib/actions/staff/export-inbox-items";
import { handleInboxItemsAction } from "@/lib/actions/staff/handle-inbox-items";
import type { InboxKind } from "@/lib/data/inbox";
import { CSV_BOM } from "@/lib/format/csv";
import { INBOX_NOUNS } from "@/lib/validations/staff";
import { LIST_CLASS } from "../page-header";
import {
  BulkBar,
  BulkButton,
  SelectAllBox,
  SelectBox,
  toastBulkOutcome,
  toastBulkRefusal,
  useSelection,
} from "../bulk-selection";
import { useInboxCountsUpdate } from "./inbox-counts";

// An inbox tab's list with row selection and its bulk actions (decision 627): mark the selected messages or
// leads handled, carry out the selected deletion requests (admins), or export the selected items as CSV,
// each after one question naming the count. The rows are drawn on the server; the boxes, the bar and what
// the actions changed are this component's. Changed rows stay in place, marked, as after a single action.

export type SelectableItem = {
  id: string;
  /** How the toast names the item when it was left as it was: its e-mail address. */
  label: string;
  /** Whether the tab's own action still applies: a new message or lead, a confirmed deletion request. */
  open: boolean;
  content: ReactNode;
};

type Action = "handle" | "export";

/** What the actions of this page changed: id → handled (or carried out) now. */
const Changed = createContext<{ handled: ReadonlyMap<string, boolean>; set: (ids: string[], on: boolean) => void }>({
  handled: new Map(),
  set: () => {},
});

/** Whether a row was handled (true), moved back to new (false) on this page, or neither (undefined). */
export function useHandledNow(id: string): [boolean | undefined, (on: boolean) => void] {
  const { handled, set } = useContext(Changed);
  return [handled.get(id), useCallback((on: boolean) => set([id], on), [id, set])];
}

function download(csv: string, filename: string) {
  const url = URL.createObjectURL(new Blob([CSV_BOM, csv], { type: "text/csv;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function BulkInboxList({
  kind,
  items,
  mayHandle,
}: {
  kind: InboxKind;
  items: SelectableItem[];
  /** Whether this member may take the tab's action (deletion requests: admins only). */
  mayHandle: boolean;
}) {
  const [handled, setHandled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const set = useCallback(
    (ids: string[], on: boolean) =>
      setHandled((was) => {
        const next = new Map(was);
        ids.forEach((id) => next.set(id, on));
        return next;
      }),
    [],
  );
  const updateCounts = useInboxCountsUpdate();
  const selection = useSelection(items.map((i) => i.id));
  const [asking, setAsking] = useState<Action | null>(null);
  const noun = INBOX_NOUNS[kind];
  const count = (n: number) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  const selected = items.filter((i) => selection.has(i.id));
  const applies: Record<Action, string[]> = {
    handle: mayHandle ? selected.filter((i) => (handled.has(i.id) ? !handled.get(i.id) : i.open)).map((i) => i.id) : [],
    export: selected.map((i) => i.id),
  };
  const labels = Object.fromEntries(items.map((i) => [i.id, i.label]));
  const selectAll = `select-all-${kind}`;

  const run = async () => {
    if (!asking) return;
    const ids = applies[asking];
    const input = { ids, confirmCount: ids.length };
    // A request that gets no answer is a refusal like any other: the toast says the server could not be reached.
    const result =
      asking === "export"
        ? await runAction(() => exportInboxItemsAction({ ...input, kind }))
        : kind === "deletions"
          ? await runAction(() => carryOutDeletionsAction(input))
          : await runAction(() => handleInboxItemsAction({ ...input, kind }));
    setAsking(null);
    if (!result.ok) {
      toastBulkRefusal(result);
      return;
    }
    if ("csv" in result.data) {
      if (result.data.done.length) download(result.data.csv, result.data.filename);
    } else {
      set(result.data.done, true);
      selection.drop(result.data.done);
      updateCounts(result.data.counts);
    }
    toastBulkOutcome(result.message, result.data, (id) => labels[id] ?? "One");
  };

  const handleLabel = (n: number) => (kind === "deletions" ? `Carry out ${count(n)}` : `Mark ${count(n)} handled`);
  const question =
    asking === "handle"
      ? {
          title: `${handleLabel(applies.handle.length)}?`,
          description:
            kind === "deletions"
              ? "The partner accounts, coupons, leads, messages and e-mails of these addresses are deleted for good, and each requester is e-mailed. This cannot be undone."
              : "They move to Handled, each with its own entry in the audit log. Until you leave this page each keeps “Move back to new”.",
          confirm: handleLabel(applies.handle.length),
          busy: kind === "deletions" ? "Deleting..." : "Marking...",
        }
      : asking === "export"
        ? {
            title: `Export ${count(applies.export.length)}?`,
            description:
              "A CSV file with the names and e-mail addresses of the people selected: keep it safe. Each item exported is recorded in the audit log.",
            confirm: `Export ${count(applies.export.length)}`,
            busy: "Exporting...",
          }
        : null;

  return (
    <Changed.Provider value={{ handled, set }}>
      <BulkBar selection={selection} noun={noun}>
        {applies.handle.length ? (
          <BulkButton tone={kind === "deletions" ? "danger" : "primary"} onClick={() => setAsking("handle")}>
            {handleLabel(applies.handle.length)}
          </BulkButton>
        ) : null}
        <BulkButton tone="plain" onClick={() => setAsking("export")}>
          Export {count(applies.export.length)}
        </BulkButton>
      </BulkBar>
      {question ? (
        <ConfirmDialog
          open
          title={question.title}
          description={question.description}
          confirmLabel={question.confirm}
          busyLabel={question.busy}
          onCancel={() => setAsking(null)}
          onConfirm={run}
          fallback={() => document.getElementById(selectAll)}
        />
      ) : null}
      <div className="mb-2 flex items-center gap-3 px-5 text-sm text-slate-700 noscript:hidden">
        <SelectAllBox id={selectAll} selection={selection} label={`Select every ${noun} on this page`} />
        <label htmlFor={selectAll}>Select every {noun} on this page</label>
      </div>
      <ul aria-label={`${noun[0]!.toUpperCase()}${noun.slice(1)}s`} className={LIST_CLASS}>
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-4 px-5 py-4">
            <span className="pt-1">
              <SelectBox selection={selection} id={item.id} label={`Select the ${noun} from ${item.label}`} />
            </span>
            <div className="flex min-w-0 flex-1 items-start justify-between gap-6">{item.content}</div>
          </li>
        ))}
      </ul>
    </Changed.Provider>
  );
}
