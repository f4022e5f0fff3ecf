"use client";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { bulkPostsAction } from "@/lib/actions/staff/bulk-posts";
import { bulkServicesAction } from "@/lib/actions/staff/bulk-services";
import type { BulkOutcome } from "@/lib/console/bulk";
import { ConsoleTable } from "../page-header";
import {
  BulkBar,
  BulkButton,
  SelectAllBox,
  SelectBox,
  toastBulkOutcome,
  toastBulkRefusal,
  useSelection,
} from "../bulk-selection";

// A content list's table with row selection and its bulk actions (decision 623): publish the selected
// drafts, unpublish the selected published records, or delete them all, each after one question naming
// the count. The cells are drawn on the server; only the boxes and the bar are this component's.

const ACTIONS = { post: bulkPostsAction, service: bulkServicesAction };

type Action = "publish" | "unpublish" | "delete";

export type SelectableRow = {
  id: string;
  title: string;
  published: boolean;
  cells: { className: string; content: ReactNode }[];
};

const ORDER: Action[] = ["publish", "unpublish", "delete"];
const BUTTON = {
  publish: { verb: "Publish", tone: "primary" },
  unpublish: { verb: "Unpublish", tone: "plain" },
  delete: { verb: "Delete", tone: "danger" },
} as const;

export function BulkContentTable({
  noun,
  caption,
  card,
  columns,
  footer,
  rows,
}: {
  noun: keyof typeof ACTIONS;
  caption: string;
  card: string;
  columns: { label: string; key: string; className?: string }[];
  footer: ReactNode;
  rows: SelectableRow[];
}) {
  const selection = useSelection(rows.map((r) => r.id));
  const [asking, setAsking] = useState<Action | null>(null);
  const selected = rows.filter((r) => selection.has(r.id));
  const applies: Record<Action, string[]> = {
    publish: selected.filter((r) => !r.published).map((r) => r.id),
    unpublish: selected.filter((r) => r.published).map((r) => r.id),
    delete: selected.map((r) => r.id),
  };
  const count = (n: number) => `${n} ${noun}${n === 1 ? "" : "s"}`;
  const titles = Object.fromEntries(rows.map((r) => [r.id, r.title]));

  const run = async () => {
    if (!asking) return;
    const ids = applies[asking];
    const result = await ACTIONS[noun]({ ids, confirmCount: ids.length, action: asking });
    if (!result.ok) {
      setAsking(null);
      toastBulkRefusal(result);
      return;
    }
    const outcome = result.data as BulkOutcome;
    selection.drop(outcome.done);
    setAsking(null);
    toastBulkOutcome(result.message, outcome, (id) => titles[id] ?? "One");
  };

  const question =
    asking &&
    {
      publish: {
        title: `Publish ${count(applies.publish.length)}?`,
        description: "They appear on the public site at once, in the order of their publication dates.",
        busy: "Publishing...",
      },
      unpublish: {
        title: `Unpublish ${count(applies.unpublish.length)}?`,
        description: "They leave the public site at once and stay here as drafts.",
        busy: "Unpublishing...",
      },
      delete: {
        title: `Delete ${count(applies.delete.length)}?`,
        description: "They are deleted for good, with their public pages. This cannot be undone.",
        busy: "Deleting...",
      },
    }[asking];

  return (
    <>
      <BulkBar selection={selection} noun={noun}>
        {ORDER.filter((action) => applies[action].length).map((action) => (
          <BulkButton key={action} tone={BUTTON[action].tone} onClick={() => setAsking(action)}>
            {BUTTON[action].verb} {count(applies[action].length)}
          </BulkButton>
        ))}
      </BulkBar>
      {question ? (
        <ConfirmDialog
          open
          title={question.title}
          description={question.description}
          confirmLabel={question.title.slice(0, -1)}
          busyLabel={question.busy}
          onCancel={() => setAsking(null)}
          onConfirm={run}
          fallback={() => document.getElementById(`select-all-${noun}s`)}
        />
      ) : null}
      <ConsoleTable
        caption={caption}
        card={card}
        columns={[
          {
            key: "select",
            className: "w-10",
            label: (
              <SelectAllBox
                id={`select-all-${noun}s`}
                selection={selection}
                label={`Select every ${noun} on this page`}
              />
            ),
          },
          ...columns,
        ]}
        footer={footer}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="px-4 py-3">
              <SelectBox selection={selection} id={row.id} label={`Select “${row.title}”`} />
            </td>
            {row.cells.map((cell, i) => (
              <td key={i} className={cell.className}>
                {cell.content}
              </td>
            ))}
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
