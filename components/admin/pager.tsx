import { Link } from "@/components/ui/link";

// Keyset pages of a console list: plain links carrying the filter and one cursor, so a page can be shared
// and works without JavaScript. A missing neighbour shows as text, not as a dead link.

const LINK =
  "rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50";
const DEAD = "rounded-xl border border-slate-200 px-4 py-2 text-sm text-slate-500";

export function Pager({
  label,
  newer,
  older,
  children,
}: {
  label: string;
  /** The newer page's URL, when there is one. */
  newer?: string;
  older?: string;
  children?: React.ReactNode;
}) {
  if (!newer && !older && !children) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-4">
      <div className="flex gap-2">
        {newer ? (
          <Link href={newer} rel="prev" className={LINK}>
            ← Newer
          </Link>
        ) : (
          <span className={DEAD}>← Newer</span>
        )}
        {older ? (
          <Link href={older} rel="next" className={LINK}>
            Older →
          </Link>
        ) : (
          <span className={DEAD}>Older →</span>
        )}
      </div>
      {children}
    </nav>
  );
}
