import { Link } from "@/components/ui/link";

// A console list's search, filters and order in one GET form (the state lives in the URL: shareable, back
// works, no JavaScript needed), and its page numbers as plain links. A new search starts on page 1.

const FIELD = "h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink";
const LABEL = "flex flex-col gap-1 text-sm font-semibold text-slate-700";

export type ListSelect = { name: string; label: string; value: string; options: { value: string; label: string }[] };

export function ListControls({
  label,
  search,
  selects,
  hidden = {},
}: {
  /** The form's accessible name: "Filter blog posts". */
  label: string;
  search: { label: string; placeholder: string; value: string };
  selects: ListSelect[];
  /** Other query parameters to keep (a status tab). */
  hidden?: Record<string, string>;
}) {
  return (
    <form aria-label={label} className="mb-4 flex flex-wrap items-end gap-3">
      {Object.entries(hidden).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <label className={LABEL}>
        {search.label}
        <input
          type="search"
          name="q"
          defaultValue={search.value}
          placeholder={search.placeholder}
          className={`${FIELD} w-64`}
        />
      </label>
      {selects.map((s) => (
        <label key={s.name} className={LABEL}>
          {s.label}
          <select name={s.name} defaultValue={s.value} className={FIELD}>
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="submit"
        className="h-10 rounded-xl bg-slate-800 px-4 text-sm font-semibold text-white hover:bg-slate-900"
      >
        Apply
      </button>
    </form>
  );
}

/** Page links 1..n around the current page; `href(n)` keeps the list's query. */
export function PageNumbers({
  label,
  page,
  pages,
  href,
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  const link = "inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-semibold";
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-1">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={`${link} text-brand-700 hover:bg-slate-100`}>
          ← Previous
        </Link>
      ) : null}
      {shown.map((n, i) => (
        <span key={n} className="contents">
          {i > 0 && n - shown[i - 1]! > 1 ? <span className="px-1 text-slate-500">…</span> : null}
          {n === page ? (
            <span aria-current="page" className={`${link} bg-slate-800 text-white`}>
              {n}
            </span>
          ) : (
            <Link href={href(n)} aria-label={`Page ${n}`} className={`${link} text-brand-700 hover:bg-slate-100`}>
              {n}
            </Link>
          )}
        </span>
      ))}
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className={`${link} text-brand-700 hover:bg-slate-100`}>
          Next →
        </Link>
      ) : null}
    </nav>
  );
}
