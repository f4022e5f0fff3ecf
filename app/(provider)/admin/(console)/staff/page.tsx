import type { Metadata } from "next";
import { Card, NoAccess, PageHeader } from "@/components/admin/page-header";
import { StatusBadge } from "@/components/admin/status-badge";
import { InviteActions } from "@/components/admin/staff/invite-actions";
import { InviteForm } from "@/components/admin/staff/invite-form";
import { MemberActions } from "@/components/admin/staff/member-actions";
import { TableHead } from "@/components/ui/table-head";
import { staffOverview } from "@/lib/console/staff-members";
import { formatDateTime } from "@/lib/format/console-date";
import { ROLE_LABELS } from "@/lib/staff/roles";
import { consoleContext } from "../console-staff";

export const metadata: Metadata = { title: "Staff" };

const ACTIONS = { label: <span className="sr-only">Actions</span>, key: "actions", className: "text-right" };
const tableCard = "overflow-visible rounded-2xl border border-slate-200 bg-white shadow-sm";

export default async function StaffPage() {
  const ctx = await consoleContext("staff.manage");
  if (!ctx) return <NoAccess />;
  const { members, invites } = await staffOverview(ctx);
  const now = new Date();
  return (
    <>
      <PageHeader
        title="Staff"
        description="Who can open the console, and with which role. Disabling someone signs them out at once."
      />
      <div className="space-y-8">
        <Card id="invite-heading" title="Invite someone">
          <InviteForm />
        </Card>

        <section aria-labelledby="invites-heading">
          <h2 id="invites-heading" className="mb-3 text-lg font-bold text-ink">
            Open invitations
          </h2>
          {invites.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-5 text-sm text-slate-600">
              No invitations are waiting. New ones appear here until they are accepted.
            </p>
          ) : (
            <div className={tableCard}>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Invitations not accepted yet, newest first</caption>
                <TableHead look="console" columns={["Invited", "Role", "Link", ACTIONS]} />
                <tbody className="divide-y divide-slate-100">
                  {invites.map((invite) => {
                    const expired = invite.expiresAt <= now;
                    return (
                      <tr key={invite.id} className="align-top">
                        <td className="px-4 py-3">
                          <p className="font-semibold text-ink">{invite.email}</p>
                          <p className="text-slate-600">
                            {formatDateTime(invite.createdAt)}
                            {invite.invitedBy ? ` by ${invite.invitedBy.name}` : ""}
                          </p>
                        </td>
                        <td className="px-4 py-3 text-slate-700">{ROLE_LABELS[invite.role]}</td>
                        <td className="px-4 py-3">
                          {expired ? (
                            <StatusBadge tone="red">Expired</StatusBadge>
                          ) : (
                            <span className="text-slate-700">Works until {formatDateTime(invite.expiresAt)}</span>
                          )}
                        </td>
                        <td className="px-4 py-3 text-right">
                          <InviteActions invite={{ id: invite.id, email: invite.email, role: invite.role }} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section aria-labelledby="team-heading">
          <h2 id="team-heading" className="mb-3 text-lg font-bold text-ink">
            Team
          </h2>
          <div className={tableCard}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Staff accounts, admins first</caption>
              <TableHead
                look="console"
                columns={[
                  "Person",
                  "Role",
                  "Status",
                  { label: "Last sign-in", key: "last", className: "whitespace-nowrap" },
                  ACTIONS,
                ]}
              />
              <tbody className="divide-y divide-slate-100">
                {members.map((member) => {
                  const self = member.id === ctx.session.staffId;
                  return (
                    <tr key={member.id} className="align-top" data-testid={`staff-${member.email}`}>
                      <td className="px-4 py-3">
                        <p className="font-semibold text-ink">
                          {member.name}
                          {self ? <span className="ml-2 text-xs font-semibold text-brand-800">(you)</span> : null}
                        </p>
                        <p className="text-slate-600">{member.email}</p>
                      </td>
                      <td className="px-4 py-3 text-slate-700">{ROLE_LABELS[member.role]}</td>
                      <td className="px-4 py-3">
                        <div className="flex flex-col items-start gap-1.5">
                          {member.disabledAt ? (
                            <StatusBadge tone="red">Disabled</StatusBadge>
                          ) : (
                            <StatusBadge tone="green">Active</StatusBadge>
                          )}
                          {member.totpEnabledAt ? (
                            <StatusBadge tone="slate">Two-step on</StatusBadge>
                          ) : (
                            <StatusBadge tone="amber">Two-step off</StatusBadge>
                          )}
                        </div>
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                        {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : "Never"}
                      </td>
                      <td className="px-4 py-3 text-right">
                        <MemberActions
                          member={{
                            id: member.id,
                            name: member.name,
                            email: member.email,
                            role: member.role,
                            disabled: Boolean(member.disabledAt),
                            secondFactor: Boolean(member.totpEnabledAt),
                            self,
                          }}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </>
  );
}
