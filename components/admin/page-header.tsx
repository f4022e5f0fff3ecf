import { TableHead } from "@/components/ui/table-head";

export { DoneNotice } from "./done-notice";

/** A console screen's title and one line on what it is for. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** What an editor sees on a screen their role does not open. */
export function NoAccess() {
  return (
    <div role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
      <p className="font-semibold">Your role does not open this section.</p>
      <p className="mt-1 text-sm">Ask an admin if you need it.</p>
    </div>
  );
}

/** The console's white card; with a title it is a section named by its heading. */
export const CARD_CLASS = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

export function Card({
  id,
  title,
  sectionId,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  /** The section's own id, for links to it (`#notifications`). */
  sectionId?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={sectionId} aria-labelledby={id} className={CARD_CLASS}>
      <h2 id={id} className="mb-4 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a console list says when it has nothing to show (none yet, or nothing matches the search). */
export function EmptyList({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
      {children}
    </p>
  );
}

/** The console's list of rows in one card. */
export const LIST_CLASS = "divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm";

/**
 * A console table in its card: a caption for screen readers, the console's heading row, the rows
 * (`children`) and what stands below the table inside the card (`footer`).
 */
export function ConsoleTable({
  caption,
  columns,
  card = "overflow-visible rounded-2xl border border-slate-200 bg-white shadow-sm",
  footer,
  children,
}: {
  caption: string;
  columns: React.ComponentProps<typeof TableHead>["columns"];
  card?: string;
  footer?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className={card}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead look="console" columns={columns} />
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
      {footer}
    </div>
  );
}
