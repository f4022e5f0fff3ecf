import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import type { ComponentProps, ReactNode } from "react";
import { Card, ConsoleTable, NoAccess, PageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { InviteActions } from "@/components/admin/staff/invite-actions";
import { InviteForm } from "@/components/admin/staff/invite-form";
import { TeamPolicyForm } from "@/components/admin/staff/team-policy-form";
import { MemberActions } from "@/components/admin/staff/member-actions";
import { staffOverview } from "@/lib/console/staff/members";
import { ACTIONS_COLUMN } from "@/components/ui/table-head";
import { formatDateTime } from "@/lib/format/console-date";
import { ROLE_LABELS } from "@/lib/staff/roles";
import { consoleContext } from "../console-staff";

export const metadata: Metadata = { title: "Staff" };

export default async function StaffPage() {
  const ctx = await consoleContext("staff.manage");
  if (!ctx) return <NoAccess />;
  const { members, invites, policy } = await staffOverview(ctx);
  const withoutSecondFactor = members.filter((m) => !m.disabledAt && !m.totpEnabledAt).length;
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

        <Card id="policy-heading" title="Two-step sign-in">
          <TeamPolicyForm requireSecondFactor={policy.requireSecondFactor} withoutSecondFactor={withoutSecondFactor} />
        </Card>

        <StaffTable
          id="invites-heading"
          title="Open invitations"
          caption="Invitations not accepted yet, newest first"
          columns={["Invited", "Role", "Link", ACTIONS_COLUMN]}
          empty={
            invites.length === 0 ? "No invitations are waiting. New ones appear here until they are accepted." : null
          }
        >
          {invites.map((invite) => (
            <InviteRow key={invite.id} invite={invite} expired={invite.expiresAt <= now} />
          ))}
        </StaffTable>

        <StaffTable
          id="team-heading"
          title="Team"
          caption="Staff accounts, admins first"
          columns={[
            "Person",
            "Role",
            "Status",
            { label: "Last sign-in", key: "last", className: "whitespace-nowrap" },
            ACTIONS_COLUMN,
          ]}
        >
          {members.map((member) => (
            <MemberRow key={member.id} member={member} self={member.id === ctx.session.staffId} />
          ))}
        </StaffTable>
      </div>
    </>
  );
}

/** A titled table of the page; `empty`, when given, stands in for the table. */
function StaffTable({
  id,
  title,
  caption,
  columns,
  empty,
  children,
}: {
  id: string;
  title: string;
  caption: string;
  columns: ComponentProps<typeof ConsoleTable>["columns"];
  empty?: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
      {empty ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-5 text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        <ConsoleTable caption={caption} columns={columns}>
          {children}
        </ConsoleTable>
      )}
    </section>
  );
}

type Overview = Awaited<ReturnType<typeof staffOverview>>;

function InviteRow({ invite, expired }: { invite: Overview["invites"][number]; expired: boolean }) {
  return (
    <tr className="align-top">
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
          <Badge tone="red">Expired</Badge>
        ) : (
          <span className="text-slate-700">Works until {formatDateTime(invite.expiresAt)}</span>
        )}
      </td>
      <td className="px-4 py-3 text-right">
        <InviteActions invite={{ id: invite.id, email: invite.email, role: invite.role }} />
      </td>
    </tr>
  );
}

function MemberRow({ member, self }: { member: Overview["members"][number]; self: boolean }) {
  return (
    <tr className="align-top" data-testid={`staff-${member.email}`}>
      <td className="px-4 py-3">
        <p className="font-semibold text-ink">
          {member.name}
          {self ? <span className="ml-2 text-xs font-semibold text-brand-800">(you)</span> : null}
        </p>
        <p className="text-slate-600">{member.email}</p>
        <RecentActivity member={member} />
      </td>
      <td className="px-4 py-3 text-slate-700">{ROLE_LABELS[member.role]}</td>
      <td className="px-4 py-3">
        <div className="flex flex-col items-start gap-1.5">
          {member.disabledAt ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>}
          {member.totpEnabledAt ? <Badge tone="slate">Two-step on</Badge> : <Badge tone="amber">Two-step off</Badge>}
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
}

/** The member's newest audit entries, and the way to all of them (decision 622). */
function RecentActivity({ member }: { member: Overview["members"][number] }) {
  const entries = member.recentActivity;
  return (
    <div className="mt-2 max-w-md text-xs text-slate-600">
      {entries.length === 0 ? (
        <p>No activity yet.</p>
      ) : (
        <ul aria-label={`Recent activity of ${member.name}`} className="space-y-0.5">
          {entries.map((entry, i) => (
            <li key={i} className="break-words">
              <span className="text-slate-800">{entry.summary}</span> · {formatDateTime(entry.createdAt)}
            </li>
          ))}
        </ul>
      )}
      <Link
        href={`/admin/audit?${new URLSearchParams({ actor: member.email })}`}
        className="mt-1 inline-block font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        All activity<span className="sr-only"> of {member.name}</span>
      </Link>
    </div>
  );
}
