type Column = string | { label: React.ReactNode; key: string; className?: string };

/** A column of numbers (counts, amounts): its heading aligned right, as its cells are. */
export const numericColumn = (label: string): Column => ({ label, key: label, className: "text-right" });

/** The last column of a table whose rows end with buttons: named for screen readers only. */
export const ACTIONS_COLUMN: Column = {
  label: <span className="sr-only">Actions</span>,
  key: "actions",
  className: "text-right",
};

/** The two table styles: the partner dashboard's (headings padded on the right but the last) and the console's. */
const looks = {
  dashboard: {
    head: "border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600",
    cell: "py-2 pr-4 last:pr-0",
  },
  console: { head: "border-b border-slate-200 text-xs uppercase tracking-wider text-slate-500", cell: "px-4 py-3" },
};

/**
 * A table's row of column headings in one of the two looks, or with classes of its own. `cellClassName` is
 * every heading's; a column may add its own (text-right).
 */
export function TableHead({
  columns,
  look = "dashboard",
  className = looks[look].head,
  cellClassName = looks[look].cell,
}: {
  columns: readonly Column[];
  look?: keyof typeof looks;
  className?: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => {
          const { label, key, className: own } = typeof column === "string" ? { label: column, key: column } : column;
          return (
            <th key={key} scope="col" className={own ? `${cellClassName} ${own}` : cellClassName}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
