import { auditFieldChanges, truncated, type FieldChange } from "@/lib/format/audit-diff";

// An audit entry's before and after as a table of the fields that changed. Long text shows its first
// line or so, and a native <details> opens the whole of it (no JavaScript needed).

const KIND_LABEL: Record<FieldChange["kind"], string> = { changed: "Changed", added: "Added", removed: "Removed" };

function Value({ text, tone }: { text: string | undefined; tone: "before" | "after" }) {
  if (text === undefined) return <span className="text-slate-400">—</span>;
  const colour = tone === "before" ? "text-rose-800" : "text-emerald-800";
  const short = truncated(text);
  if (!short) return <span className={`whitespace-pre-wrap break-words ${colour}`}>{text}</span>;
  return (
    <details>
      <summary className={`cursor-pointer whitespace-pre-wrap break-words ${colour}`}>
        {short} <span className="font-semibold text-brand-700">Show all ({text.length} characters)</span>
      </summary>
      <p className={`mt-1 whitespace-pre-wrap break-words ${colour}`}>{text}</p>
    </details>
  );
}

export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditFieldChanges(before, after);
  if (changes.length === 0) return null;
  return (
    <table className="mt-3 w-full table-fixed border-collapse text-left text-sm">
      <caption className="sr-only">Changes, field by field</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs uppercase tracking-wider text-slate-500">
          <th scope="col" className="w-44 py-1 pr-3 font-semibold">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Before
          </th>
          <th scope="col" className="py-1 font-semibold">
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field} className="border-b border-slate-100 align-top last:border-0">
            <th scope="row" className="py-1.5 pr-3 font-medium text-ink">
              <code className="break-all text-xs">{c.field}</code>
              {c.kind !== "changed" ? (
                <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
                  {KIND_LABEL[c.kind]}
                </span>
              ) : null}
            </th>
            <td className="py-1.5 pr-3">
              <Value text={c.before} tone="before" />
            </td>
            <td className="py-1.5">
              <Value text={c.after} tone="after" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
