import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { DeleteMediaButton } from "@/components/admin/media/delete-media-button";
import { MediaThumbnail } from "@/components/admin/media/media-thumbnail";
import { ConsoleTable, NoAccess, PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { Badge } from "@/components/ui/badge";
import { ACTIONS_COLUMN } from "@/components/ui/table-head";
import { deleteRefusal, listMediaLibrary } from "@/lib/console/media";
import type { MediaItem } from "@/lib/data/media";
import { formatFileSize } from "@/lib/format/file-size";
import { formatDateTime } from "@/lib/format/console-date";
import { dimensionsText } from "@/lib/format/media";
import { consoleContext } from "../console-staff";

export const metadata: Metadata = { title: "Media library" };

type Search = { page?: string | string[] };

const COLUMNS = ["Image", "Size", "Uploaded", "Used in", ACTIONS_COLUMN];

function UsedIn({ item }: { item: MediaItem }) {
  if (item.usedBy.length === 0) return <span className="text-slate-500">Not used</span>;
  return (
    <ul className="space-y-1">
      {item.usedBy.map((use) => (
        <li key={`${use.kind}-${use.id}`}>
          <Link href={`/admin/${use.kind}s/${use.id}`} className="font-semibold text-brand-700 hover:underline">
            {use.title}
          </Link>{" "}
          <span className="text-xs text-slate-500">({use.kind})</span>
          {use.alt ? null : (
            <span className="ml-2">
              <Badge tone="amber">No alt text</Badge>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export default async function MediaPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await consoleContext("content.write");
  if (!ctx) return <NoAccess />;
  const { page: pageParam } = await searchParams;
  const wanted = Number(typeof pageParam === "string" ? pageParam : 1);
  const library = await listMediaLibrary(ctx, Number.isInteger(wanted) && wanted <= 10_000 ? wanted : 1);
  const pageLink = (n: number) => (n === 1 ? "/admin/media" : `/admin/media?page=${n}`);
  return (
    <>
      <PageHeader
        title="Media library"
        description="Images uploaded for posts and services, newest first. Choose one again from a post's or a service's editor."
      />
      {/* The heading's own target when a deleted row takes its Delete button with it. */}
      <span id="media-heading" tabIndex={-1} className="sr-only">
        Media library, {library.total === 1 ? "1 image" : `${library.total} images`}
      </span>
      {library.total === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600 shadow-sm">
          No uploads yet. Images uploaded in a post&apos;s or a service&apos;s editor appear here.
        </p>
      ) : (
        <ConsoleTable caption="Uploaded images, newest first" columns={COLUMNS}>
          {library.items.map((item) => {
            const refusal = deleteRefusal(item, ctx.session, false);
            const name = item.fileName ?? item.key;
            return (
              <tr key={item.id} className="align-top">
                <td className="px-4 py-3">
                  <div className="flex items-start gap-3">
                    <MediaThumbnail
                      src={item.url}
                      width={96}
                      height={64}
                      className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
                    />
                    <div className="min-w-0">
                      <p className="wrap-anywhere font-semibold text-ink">{name}</p>
                      <p className="text-xs text-slate-500">
                        {[item.contentType.replace("image/", "").toUpperCase(), dimensionsText(item)]
                          .filter(Boolean)
                          .join(" · ")}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-700">{formatFileSize(item.size)}</td>
                <td className="px-4 py-3 text-slate-700">
                  <p>{item.uploadedBy?.name ?? "A former staff member"}</p>
                  <p className="text-xs text-slate-500">{formatDateTime(new Date(item.createdAt))}</p>
                </td>
                <td className="px-4 py-3">
                  <UsedIn item={item} />
                </td>
                <td className="px-4 py-3 text-right">
                  {refusal ? (
                    <p className="max-w-[12rem] text-left text-xs text-slate-500">
                      {refusal.code === "conflict"
                        ? "In use: remove it there to delete it."
                        : "Uploaded by someone else: an admin can delete it."}
                    </p>
                  ) : (
                    <DeleteMediaButton id={item.id} fileName={name} />
                  )}
                </td>
              </tr>
            );
          })}
        </ConsoleTable>
      )}
      <Pager
        label="Media library pages"
        newer={library.page > 1 ? pageLink(library.page - 1) : undefined}
        older={library.page < library.pages ? pageLink(library.page + 1) : undefined}
      />
    </>
  );
}
