import type { Metadata } from "next";
import { FilterTabs } from "@/components/admin/filter-tabs";
import { InboxCounts } from "@/components/admin/inbox/inbox-counts";
import { InboxList } from "@/components/admin/inbox/inbox-list";
import { NoAccess, PageHeader } from "@/components/admin/page-header";
import { SearchBox } from "@/components/admin/search-box";
import { inboxCounts, inboxTab } from "@/lib/console/reads";
import { INBOX_KINDS, type InboxKind, type InboxStatus } from "@/lib/data/inbox";
import { can } from "@/lib/staff/roles";
import { consoleContext, searchText } from "../console-staff";

export const metadata: Metadata = { title: "Inbox" };

const KIND_LABELS: Record<InboxKind, string> = {
  messages: "Messages",
  leads: "Leads",
  deletions: "Deletion requests",
};
const STATUS_LABELS: Record<InboxKind, Record<InboxStatus, string>> = {
  messages: { new: "New", handled: "Handled", all: "All" },
  leads: { new: "New", handled: "Handled", all: "All" },
  deletions: { new: "To carry out", handled: "Done", all: "All" },
};

type Search = {
  kind?: string | string[];
  status?: string | string[];
  q?: string | string[];
  before?: string | string[];
};

export default async function InboxPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await consoleContext("inbox.read");
  if (!ctx) return <NoAccess />;
  const params = await searchParams;
  const kind = INBOX_KINDS.find((k) => k === params.kind) ?? "messages";
  const status = (["new", "handled", "all"] as const).find((s) => s === params.status) ?? "new";
  const q = searchText(params.q);
  const counts = await inboxCounts(ctx);
  const before = typeof params.before === "string" ? params.before.slice(0, 120) : undefined;
  const tab = await inboxTab(ctx, kind, { status, search: q, before });
  const link = (next: { kind?: InboxKind; status?: InboxStatus; before?: string }) => {
    const query = new URLSearchParams({
      kind: next.kind ?? kind,
      ...((next.status ?? status) !== "new" ? { status: next.status ?? status } : {}),
      ...(q ? { q } : {}),
      ...(next.before ? { before: next.before } : {}),
    });
    return `/admin/inbox?${query}`;
  };
  const csv = `/api/admin/inbox/${kind}.csv?${new URLSearchParams({ status, ...(q ? { q } : {}) })}`;
  return (
    <>
      <PageHeader title="Inbox" description="Contact messages, sign-up leads and account-deletion requests.">
        <SearchBox label="Search the inbox" placeholder="Name, email or text" value={q} hidden={{ kind, status }} />
      </PageHeader>
      <InboxCounts
        initial={counts}
        tabs={INBOX_KINDS.map((k) => ({
          kind: k,
          href: link({ kind: k, status: "new" }),
          label: KIND_LABELS[k],
          current: k === kind,
        }))}
      >
        <div className="flex items-center justify-between gap-4">
          <FilterTabs
            label="Status"
            items={(["new", "handled", "all"] as const).map((s) => ({
              href: link({ status: s }),
              label: STATUS_LABELS[kind][s],
              current: s === status,
            }))}
          />
          <a href={csv} className="mb-4 text-sm font-semibold text-brand-700 hover:underline" download>
            Export CSV
          </a>
        </div>
        <InboxList
          tab={tab}
          search={q}
          paged={Boolean(before)}
          mayExecute={can(ctx.session.role, "deletions.execute")}
          pageHref={(cursor) => link({ before: cursor })}
        />
      </InboxCounts>
    </>
  );
}
