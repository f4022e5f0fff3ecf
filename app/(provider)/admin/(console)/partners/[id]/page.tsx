import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { AuditEntry } from "@/components/admin/audit/audit-entry";
import { Card, EmptyList, LIST_CLASS, NoAccess, PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { PartnerCoupons } from "@/components/admin/partners/partner-coupons";
import { PartnerDevices } from "@/components/admin/partners/partner-devices";
import { PartnerProfileList } from "@/components/admin/partners/partner-profile";
import { PartnerStatusBadge } from "@/components/admin/partners/partner-status";
import { PartnerReview } from "@/components/admin/partners/review-actions";
import { StatusHistory } from "@/components/admin/partners/status-history";
import { partnerDetail } from "@/lib/console/partner-detail";
import { formatDateTime } from "@/lib/format/console-date";
import { can } from "@/lib/staff/roles";
import { consoleContext, orNotFound } from "../../console-staff";

export const metadata: Metadata = { title: "Partner" };

type Search = { coupons?: string | string[]; before?: string | string[]; after?: string | string[] };
type Props = { params: Promise<{ id: string }>; searchParams: Promise<Search> };

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/** One partner (decision 615): profile, review history and actions, coupons, devices, audit entries. */
export default async function PartnerPage({ params, searchParams }: Props) {
  const ctx = await consoleContext("partners.read");
  if (!ctx) return <NoAccess />;
  const { id } = await params;
  const search = await searchParams;
  const asked = Number(one(search.coupons));
  const couponPage = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const cursor = { before: one(search.before), after: one(search.after) };
  const { profile, coupons, sessions, history, audit } = await orNotFound(
    partnerDetail(ctx, id, { couponPage, audit: cursor }),
  );
  const self = `/admin/partners/${encodeURIComponent(profile.id)}`;
  const couponHref = (n: number) => `${self}${n > 1 ? `?coupons=${n}` : ""}#coupons`;
  const auditHref = (key: "before" | "after", value: string) =>
    `${self}?${new URLSearchParams({ ...(couponPage > 1 ? { coupons: String(couponPage) } : {}), [key]: value })}#audit`;
  const canReview = can(ctx.session.role, "partners.review");
  return (
    <>
      <Link href="/admin/partners" className="mb-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
        ← All partners
      </Link>
      <PageHeader title={profile.companyName} description={`${profile.fullName} · ${profile.email}`}>
        <div className="flex shrink-0 items-start gap-3">
          <span className="pt-2">
            <PartnerStatusBadge status={profile.status} />
          </span>
          {canReview ? (
            <PartnerReview partnerId={profile.id} status={profile.status} company={profile.companyName} />
          ) : null}
        </div>
      </PageHeader>
      <div className="space-y-6">
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <Card id="profile-title" title="Profile">
            <PartnerProfileList profile={profile} />
          </Card>
          <div className="space-y-6">
            <Card id="history-title" title="Status history">
              <StatusHistory history={history} profile={profile} />
            </Card>
            <Card id="devices-title" title="Signed-in devices">
              <PartnerDevices
                partnerId={profile.id}
                canEnd={canReview}
                rows={sessions.map((s) => ({
                  id: s.id,
                  device: s.device,
                  lastUsed: formatDateTime(s.lastUsedAt),
                  signedIn: formatDateTime(s.createdAt),
                }))}
              />
            </Card>
          </div>
        </div>
        <Card id="coupons-title" sectionId="coupons" title="Coupons">
          <PartnerCoupons {...coupons} page={couponPage} href={couponHref} listed={profile.status === "APPROVED"} />
        </Card>
        <section id="audit" aria-labelledby="audit-title">
          <div className="mb-3 flex items-baseline justify-between gap-4">
            <h2 id="audit-title" className="text-lg font-bold text-ink">
              Audit entries about this partner
            </h2>
            <Link
              href={`/admin/audit?${new URLSearchParams({ entityType: "Partner", q: profile.email })}`}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Open in the audit log
            </Link>
          </div>
          {audit.rows.length === 0 ? (
            <EmptyList>No audit entries about this partner yet.</EmptyList>
          ) : (
            <ol aria-label="Audit entries about this partner, newest first" className={LIST_CLASS}>
              {audit.rows.map((r) => (
                <AuditEntry key={r.id} entry={r} />
              ))}
            </ol>
          )}
          <Pager
            label="Audit entry pages"
            newer={audit.newer ? auditHref("after", audit.newer) : undefined}
            older={audit.older ? auditHref("before", audit.older) : undefined}
          />
        </section>
      </div>
    </>
  );
}
