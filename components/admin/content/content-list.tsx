import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { DoneNotice, EmptyList, PageHeader } from "@/components/admin/page-header";
import { BulkContentTable } from "./bulk-content-table";
import { ListControls, PageNumbers } from "@/components/admin/list-controls";
import { PublishedBadge } from "@/components/admin/status-badge";
import type { ContentListQuery } from "@/lib/console/content/workflow";
import { scheduledFor } from "@/lib/model/publication-schedule";
import { formatDate, formatDateTime } from "@/lib/format/console-date";

// The list screen of a kind of console content (posts, services; decision 608): search, state and order
// (decision 612), "New", the outcome of a delete, a table whose last columns are the state and the dates,
// and page numbers. Every control is a link or a GET form: the URL holds the view.

type Row = {
  id: string;
  title: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt?: string | null;
};

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
  /** Where the list lives: the page links and the form point there. */
  path: string;
  search: { label: string; placeholder: string };
  query: ContentListQuery & { search: string };
  /** The order the kind keeps when not sorted by the last change ("Newest first", "As listed"). */
  defaultOrder: string;
  /** Posts show their publication date; services keep one only for scheduling. */
  showPublished?: boolean;
  page: number;
  pages: number;
  total: number;
  create: { href: string; label: string };
  notice: string | null;
  /** Shown instead of the table when there are no rows. */
  empty: string;
  caption: string;
  /** Whose bulk actions the table offers (decision 623). */
  noun: "post" | "service";
  /** The kind's own columns; Status and the dates follow. */
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

function listHref(path: string, query: ContentListQuery & { search: string }, page: number) {
  const params = new URLSearchParams({
    ...(query.search ? { q: query.search } : {}),
    ...(query.state ? { state: query.state } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });
  return params.size ? `${path}?${params}` : path;
}

const day = (iso: string | null | undefined) => (iso ? formatDate(new Date(iso)) : "—");

export function ContentList<R extends Row>(props: Props<R>) {
  const { search, create, columns, query } = props;
  const headers: Pick<ContentColumn<R>, "header" | "width">[] = [
    ...columns,
    { header: "Status" },
    { header: "Created" },
    { header: "Updated" },
    ...(props.showPublished ? [{ header: "Published" }] : []),
  ];
  return (
    <>
      <PageHeader title={props.title} description={props.description}>
        <Link
          href={create.href}
          className="inline-flex h-10 shrink-0 items-center whitespace-nowrap rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {create.label}
        </Link>
      </PageHeader>
      <DoneNotice message={props.notice} />
      <ListControls
        label={`Filter ${props.title.toLowerCase()}`}
        search={{ ...search, value: query.search }}
        selects={[
          {
            name: "state",
            label: "State",
            value: query.state ?? "",
            options: [
              { value: "", label: "Drafts and published" },
              { value: "draft", label: "Drafts" },
              { value: "published", label: "Published" },
            ],
          },
          {
            name: "sort",
            label: "Order",
            value: query.sort ?? "",
            options: [
              { value: "", label: props.defaultOrder },
              { value: "updated", label: "Last updated first" },
            ],
          },
        ]}
      />
      {props.rows.length === 0 ? (
        <EmptyList>{props.empty}</EmptyList>
      ) : (
        <BulkContentTable
          noun={props.noun}
          caption={props.caption}
          card="rounded-2xl border border-slate-200 bg-white shadow-sm"
          columns={headers.map(({ header, width }) => ({ label: header, key: header, className: width }))}
          footer={
            <p className="border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
              {props.total} in this list{props.pages > 1 ? `, page ${props.page} of ${props.pages}` : ""}
            </p>
          }
          rows={props.rows.map((record) => ({
            id: record.id,
            title: record.title,
            published: record.published,
            cells: [
              ...columns.map((column) => ({ className: cell(column.className), content: column.cell(record) })),
              {
                className: cell(),
                content: <PublishedBadge published={record.published} scheduledFor={scheduledFor(record)} />,
              },
              { className: cell("whitespace-nowrap text-slate-600"), content: day(record.createdAt) },
              {
                className: cell("whitespace-nowrap text-slate-600"),
                content: formatDateTime(new Date(record.updatedAt)),
              },
              ...(props.showPublished
                ? [
                    {
                      className: cell("whitespace-nowrap text-slate-600"),
                      content: record.published && !scheduledFor(record) ? day(record.publishedAt) : "—",
                    },
                  ]
                : []),
            ],
          }))}
        />
      )}
      <PageNumbers
        label={`${props.title} pages`}
        page={props.page}
        pages={props.pages}
        href={(n) => listHref(props.path, query, n)}
      />
    </>
  );
}
