import type { Metadata } from "next";
import { RegenerateCodes } from "@/components/admin/account/regenerate-codes";
import { StaffPasswordForm } from "@/components/admin/account/password-form";
import { StaffSessions } from "@/components/admin/account/staff-sessions";
import { EnrolmentPanel } from "@/components/admin/enrolment-panel";
import { Card, PageHeader } from "@/components/admin/page-header";
import { countUnusedRecoveryCodes, getStaffState } from "@/lib/data/staff";
import { formatDateTime } from "@/lib/format/console-date";
import { ROLE_LABELS } from "@/lib/staff/roles";
import { staffDevicesOf } from "@/lib/staff/device-sessions";
import { enrolmentFor } from "@/lib/console/staff/sign-in";
import { consoleStaff } from "../console-staff";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const session = await consoleStaff();
  const [state, devices] = await Promise.all([getStaffState(session.staffId), staffDevicesOf(session)]);
  const enabledAt = state?.totpEnabledAt ?? null;
  return (
    <>
      <PageHeader
        title="Your account"
        description={`${session.name} · ${session.email} · ${ROLE_LABELS[session.role]}`}
      />
      <div className="max-w-3xl space-y-6">
        <Card id="sessions" title="Signed-in sessions">
          <p className="-mt-2 mb-4 text-sm text-slate-600">
            Where you are signed in to the console. End any session you do not recognise or no longer use.
          </p>
          <StaffSessions
            rows={devices.map((row) => ({
              id: row.id,
              device: row.device,
              current: row.current,
              lastUsed: formatDateTime(row.lastUsedAt),
              signedIn: formatDateTime(row.createdAt),
            }))}
          />
        </Card>
        <Card id="password" title="Password">
          <p className="-mt-2 mb-4 text-sm text-slate-600">
            Changing it signs you out everywhere else; this session stays.
          </p>
          <StaffPasswordForm email={session.email} />
        </Card>
        <Card id="two-step" title="Two-step sign-in">
          {enabledAt ? (
            <>
              <RegenerateCodes
                since={formatDateTime(enabledAt)}
                unused={await countUnusedRecoveryCodes(session.staffId)}
              />
            </>
          ) : (
            <>
              <p className="mb-6 text-slate-700">
                Off. Turn it on so that a stolen password alone cannot open the console.
              </p>
              <EnrolmentPanel
                enrolment={await enrolmentFor({ id: session.staffId, email: session.email })}
                step="enrol-account"
                continueHref="/admin/account"
              />
            </>
          )}
        </Card>
      </div>
    </>
  );
}
