import { Link } from "@/components/ui/link";
import { EmptyList } from "@/components/admin/page-header";
import type { InboxTab } from "@/lib/console/reads";
import { formatDateTime } from "@/lib/format/console-date";
import { COMPANY_SIZE_LABELS } from "@/lib/validations/lead";
import { BulkInboxList, type SelectableItem } from "./bulk-inbox-list";
import { DeletionRequestRow, HandledToggle } from "./row-action";

type Props = {
  /** The tab's page, as the page read it (lib/console/reads.ts). */
  tab: InboxTab;
  search: string;
  /** Whether the page shown is an older one (read at a cursor): it links back to the newest. */
  paged: boolean;
  /** Whether this member's role may carry out a deletion request. */
  mayExecute: boolean;
  /** The tab's URL at a cursor (none: the newest page). */
  pageHref: (before?: string) => string;
};

const PAGE_LINK =
  "rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50";

/** 'Older' pages by a cursor, so items handled or arriving meanwhile never shift a page (decision 612). */
function MorePages({ older, paged, pageHref }: { older?: string; paged: boolean; pageHref: Props["pageHref"] }) {
  if (!older && !paged) return null;
  return (
    <nav aria-label="Inbox pages" className="mt-4 flex gap-2">
      {paged ? (
        <Link href={pageHref()} className={PAGE_LINK}>
          ← Newest
        </Link>
      ) : null}
      {older ? (
        <Link href={pageHref(older)} rel="next" className={PAGE_LINK}>
          Older →
        </Link>
      ) : null}
    </nav>
  );
}

function Empty({ search }: { search: string }) {
  return <EmptyList>{search ? `Nothing matches “${search}”.` : "Nothing here. All caught up."}</EmptyList>;
}

/** One tab of the inbox: newest first, with what a person needs to act on each item, and boxes to select many. */
export function InboxList({ tab, search, paged, mayExecute, pageHref }: Props) {
  if (!tab.rows.length) return <Empty search={search} />;
  const list = (items: SelectableItem[]) => (
    <>
      <BulkInboxList kind={tab.kind} items={items} mayHandle={tab.kind !== "deletions" || mayExecute} />
      <MorePages older={tab.older} paged={paged} pageHref={pageHref} />
    </>
  );
  if (tab.kind === "messages")
    return list(
      tab.rows.map((m) => ({
        id: m.id,
        label: m.email,
        open: !m.handledAt,
        content: (
          <>
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {m.name} ·{" "}
                <a href={`mailto:${m.email}`} className="font-normal hover:underline">
                  {m.email}
                </a>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-700">{m.message}</p>
              <p className="mt-1 text-xs text-slate-500">{formatDateTime(m.createdAt)}</p>
            </div>
            <HandledToggle kind="messages" id={m.id} handled={Boolean(m.handledAt)} label={`message from ${m.email}`} />
          </>
        ),
      })),
    );
  if (tab.kind === "leads")
    return list(
      tab.rows.map((l) => ({
        id: l.id,
        label: l.email,
        open: !l.handledAt,
        content: (
          <>
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {l.name} ·{" "}
                <a href={`mailto:${l.email}`} className="font-normal hover:underline">
                  {l.email}
                </a>{" "}
                · {l.phone}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                Company size {COMPANY_SIZE_LABELS[l.companySize]}
                {l.location ? ` · ${l.location}` : ""}
                {l.submissions > 1 ? ` · signed up ${l.submissions} times` : ""}
              </p>
              <p className="mt-1 text-xs text-slate-500">{formatDateTime(l.createdAt)}</p>
            </div>
            <HandledToggle kind="leads" id={l.id} handled={Boolean(l.handledAt)} label={`lead ${l.email}`} />
          </>
        ),
      })),
    );
  return list(
    tab.rows.map((r) => ({
      id: r.id,
      label: r.email,
      open: r.status === "CONFIRMED",
      content: (
        // Only what the row shows goes to the browser (not the confirmation token's hash).
        <DeletionRequestRow
          request={{
            id: r.id,
            email: r.email,
            status: r.status,
            overdue: r.overdue,
            businessDaysOpen: r.businessDaysOpen,
          }}
          mayExecute={mayExecute}
        >
          <p className="mt-1 text-slate-700">{r.reason ? `Reason: ${r.reason}` : "No reason given."}</p>
          <p className="mt-1 text-xs text-slate-500">
            Asked {formatDateTime(r.createdAt)}
            {r.confirmedAt ? ` · confirmed ${formatDateTime(r.confirmedAt)}` : ""}
            {r.completedAt ? ` · carried out ${formatDateTime(r.completedAt)}` : ""}
          </p>
        </DeletionRequestRow>
      ),
    })),
  );
}
