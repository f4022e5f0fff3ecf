import Link from "next/link";
import type { ReactNode } from "react";
import { DoneNotice, EmptyList, PageHeader } from "@/components/admin/page-header";
import { SearchBox } from "@/components/admin/search-box";
import { PublishedBadge } from "@/components/admin/status-badge";
import { formatDateTime } from "@/lib/format/console-date";

// The list screen of a kind of console content (posts, services; decision 608): search, "New", the
// outcome of a delete, and a table whose last columns are the state and the last change.

type Row = { id: string; published: boolean; updatedAt: string };

export type ContentColumn<R> = {
  header: string;
  /** Classes of the header cell besides the padding (a width). */
  width?: string;
  /** Classes of the body cells besides the padding. */
  className?: string;
  cell: (record: R) => ReactNode;
};

type Props<R extends Row> = {
  title: string;
  description: string;
  search: { label: string; placeholder: string; value: string };
  create: { href: string; label: string };
  notice: string | null;
  /** Shown instead of the table when there are no rows. */
  empty: string;
  caption: string;
  /** The kind's own columns; Status and Updated follow. */
  columns: ContentColumn<R>[];
  rows: R[];
};

const cell = (extra?: string) => (extra ? `px-4 py-3 ${extra}` : "px-4 py-3");

/** The record's title, linking to its editor, over one line that tells it apart. */
export function TitleCell({ href, title, children }: { href: string; title: string; children: ReactNode }) {
  return (
    <>
      <Link href={href} className="font-semibold text-ink hover:underline">
        {title}
      </Link>
      {children}
    </>
  );
}

export function ContentList<R extends Row>(props: Props<R>) {
  const { search, create, columns } = props;
  const headers: Pick<ContentColumn<R>, "header" | "width">[] = [
    ...columns,
    { header: "Status" },
    { header: "Updated" },
  ];
  return (
    <>
      <PageHeader title={props.title} description={props.description}>
        <div className="flex gap-3">
          <SearchBox label={search.label} placeholder={search.placeholder} value={search.value} />
          <Link
            href={create.href}
            className="inline-flex h-10 items-center whitespace-nowrap rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {create.label}
          </Link>
        </div>
      </PageHeader>
      <DoneNotice message={props.notice} />
      {props.rows.length === 0 ? (
        <EmptyList>{props.empty}</EmptyList>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{props.caption}</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wider text-slate-500">
              <tr>
                {headers.map((column) => (
                  <th key={column.header} scope="col" className={column.width ? `${column.width} px-4 py-3` : cell()}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {props.rows.map((record) => (
                <tr key={record.id}>
                  {columns.map((column) => (
                    <td key={column.header} className={cell(column.className)}>
                      {column.cell(record)}
                    </td>
                  ))}
                  <td className={cell()}>
                    <PublishedBadge published={record.published} />
                  </td>
                  <td className={cell("whitespace-nowrap text-slate-600")}>
                    {formatDateTime(new Date(record.updatedAt))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
