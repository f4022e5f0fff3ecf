import type { Metadata } from "next";
import { EnrolmentPanel } from "@/components/admin/enrolment-panel";
import { PageHeader } from "@/components/admin/page-header";
import { countUnusedRecoveryCodes, getStaffState } from "@/lib/data/staff";
import { formatDateTime } from "@/lib/format/console-date";
import { ROLE_LABELS } from "@/lib/staff/roles";
import { enrolmentFor } from "@/lib/staff/sign-in";
import { consoleStaff } from "../console-staff";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const session = await consoleStaff();
  const state = await getStaffState(session.staffId);
  const enabledAt = state?.totpEnabledAt ?? null;
  return (
    <>
      <PageHeader
        title="Your account"
        description={`${session.name} · ${session.email} · ${ROLE_LABELS[session.role]}`}
      />
      <section
        aria-labelledby="two-step"
        className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="two-step" className="text-lg font-bold text-ink">
          Two-step sign-in
        </h2>
        {enabledAt ? (
          <p className="mt-2 text-slate-700">
            On since {formatDateTime(enabledAt)}. {await countUnusedRecoveryCodes(session.staffId)} unused recovery
            codes left.
          </p>
        ) : (
          <>
            <p className="mb-6 mt-2 text-slate-700">
              Off. Turn it on so that a stolen password alone cannot open the console.
            </p>
            <EnrolmentPanel
              enrolment={await enrolmentFor({ id: session.staffId, email: session.email })}
              step="enrol-account"
              continueHref="/admin/account"
            />
          </>
        )}
      </section>
    </>
  );
}
