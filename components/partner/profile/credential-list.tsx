/**
 * The list under a profile form that makes credentials (API keys, webhook endpoints): "Your keys", then
 * "No keys yet." or one row each, newest first. The list takes focus (`listRef`) when a dialog about a row
 * closes.
 */
export function CredentialList<Row extends { id: string }>({
  noun,
  label,
  rows,
  listRef,
  children,
}: {
  /** What the rows are, in the plural: "keys". */
  noun: string;
  /** The list's accessible name. */
  label: string;
  rows: readonly Row[];
  listRef: React.Ref<HTMLUListElement>;
  /** A row's content: its summary and its buttons. */
  children: (row: Row) => React.ReactNode;
}) {
  return (
    <>
      <h3 className="mt-8 text-base font-bold text-ink">Your {noun}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No {noun} yet.</p>
      ) : (
        <ul ref={listRef} tabIndex={-1} aria-label={label} className="mt-3 grid gap-3 focus:outline-none">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 px-5 py-4"
            >
              {children(row)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
