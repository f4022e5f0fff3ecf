import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { FilterTabs } from "@/components/admin/filter-tabs";
import { EmptyList, LIST_CLASS, NoAccess, PageHeader } from "@/components/admin/page-header";
import { SearchBox } from "@/components/admin/search-box";
import {
  MAIL_STATE_LABELS,
  MailStateBadge,
  canResend,
  mailProgress,
  maskedNote,
} from "@/components/admin/mail/mail-state";
import { ResendMail } from "@/components/admin/mail/resend-mail";
import { listMail } from "@/lib/console/mail";
import { mailCounts } from "@/lib/console/reads";
import { MAIL_PAGE_SIZE } from "@/lib/data/email-messages";
import { rowCursor } from "@/lib/data/newest-first";
import { getMailTransport } from "@/lib/mail/send-mail";
import { formatDateTime } from "@/lib/format/console-date";
import type { EmailStatus } from "@/lib/generated/prisma/enums";
import { can } from "@/lib/staff/roles";
import { consoleContext, searchText } from "../console-staff";

export const metadata: Metadata = { title: "Mail" };

const ORDER: EmailStatus[] = ["QUEUED", "SENDING", "SENT", "FAILED", "DEAD"];
const STATUSES: { value: EmailStatus | null; label: string }[] = [
  { value: null, label: "All" },
  ...ORDER.map((value) => ({ value, label: MAIL_STATE_LABELS[value].replace(/^./, (c) => c.toUpperCase()) })),
];

type Search = { q?: string | string[]; status?: string | string[]; before?: string | string[] };

export default async function MailPage({ searchParams }: { searchParams: Promise<Search> }) {
  const ctx = await consoleContext("mail.read");
  if (!ctx) return <NoAccess />;
  const params = await searchParams;
  const q = searchText(params.q);
  const status = STATUSES.find((s) => s.value?.toLowerCase() === params.status)?.value ?? undefined;
  const before = typeof params.before === "string" ? params.before : undefined;
  const [rows, counts] = await Promise.all([listMail(ctx, { search: q, status, before }), mailCounts(ctx)]);
  const transport = getMailTransport().name;
  const mayResend = can(ctx.session.role, "mail.resend") && transport !== "outbox";
  const href = (value: EmailStatus | null, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({
      ...(value ? { status: value.toLowerCase() } : {}),
      ...(q ? { q } : {}),
      ...extra,
    });
    return `/admin/mail${query.size ? `?${query}` : ""}`;
  };
  const last = rows.at(-1);
  const older = rows.length === MAIL_PAGE_SIZE && last ? rowCursor(last) : undefined;
  return (
    <>
      <PageHeader
        title="Mail"
        description={
          transport === "outbox"
            ? "No mail transport is configured: e-mails are queued here and nowhere else. Set RESEND_API_KEY to send them."
            : "Every e-mail the product sent, with its delivery state. A failed one is retried for about a day, then given up."
        }
      >
        <SearchBox
          label="Search mail"
          placeholder="Recipient or subject"
          value={q}
          hidden={status ? { status: status.toLowerCase() } : {}}
        />
      </PageHeader>
      <FilterTabs
        label="Delivery state"
        items={STATUSES.map((s) => ({
          href: href(s.value),
          label: s.value ? `${s.label} (${counts[s.value]})` : s.label,
          current: (s.value ?? undefined) === status,
        }))}
      />
      {rows.length === 0 ? (
        <EmptyList>{q ? `No e-mails match “${q}”.` : "No e-mails yet."}</EmptyList>
      ) : (
        <ul aria-label="E-mails, newest first" className={LIST_CLASS}>
          {rows.map((m) => (
            <li key={m.id} className="px-5 py-4">
              <div className="flex items-baseline justify-between gap-4">
                <p className="min-w-0 font-semibold text-ink">{m.subject}</p>
                <MailStateBadge status={m.status} />
              </div>
              <p className="mt-0.5 text-sm text-slate-600">
                To {m.to} · {formatDateTime(m.createdAt)} · via {m.transport}
                {mailProgress(m) ? <> · {mailProgress(m)}</> : null}
                {m.error && m.status !== "SENT" ? <span className="text-red-700"> · {m.error}</span> : null}
              </p>
              {m.redacted ? <p className="mt-0.5 text-sm text-slate-600">{maskedNote(m.status)}</p> : null}
              {mayResend && canResend(m) ? <ResendMail id={m.id} subject={m.subject} /> : null}
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold text-brand-700">Message</summary>
                {/* The console's font, without contextual alternates: a pre's own style would reset both. */}
                <pre className="literal-text mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-100 p-3 text-sm text-ink [font-family:inherit]">
                  {m.text}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      {older ? (
        <p className="mt-4">
          <Link href={href(status ?? null, { before: older })} className="font-semibold text-brand-700 hover:underline">
            Older e-mails
          </Link>
        </p>
      ) : null}
    </>
  );
}
