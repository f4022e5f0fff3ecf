import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { Smartphone } from "lucide-react";
import { EnrolmentPanel } from "@/components/admin/enrolment-panel";
import { NarrowAuthCard } from "@/components/partner/auth-card";
import { AppError } from "@/lib/errors";
import { getCurrentStaff } from "@/lib/staff/session";
import { STAFF_SIGN_IN_COOKIE, decodeStaffSignInToken } from "@/lib/staff/session-token";
import { enrolmentForSignIn, type Enrolment } from "@/lib/console/staff/sign-in";

export const metadata: Metadata = { title: "Set up two-step sign-in" };

/** The secret to scan, or null once enrolment is done (the same panel then shows the recovery codes). */
async function pendingEnrolment(): Promise<Enrolment | null> {
  const claims = await decodeStaffSignInToken((await cookies()).get(STAFF_SIGN_IN_COOKIE)?.value);
  if (claims?.step === "enrol") {
    try {
      return await enrolmentForSignIn(claims);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  // Enrolment just completed in this request: the session is open and the sign-in cookie is gone.
  if ((await getCurrentStaff()).ok) return null;
  redirect("/admin/login");
}

export default async function StaffEnrolPage() {
  const enrolment = await pendingEnrolment();
  return (
    <NarrowAuthCard
      icon={Smartphone}
      title="Set up two-step sign-in"
      description="Your account confirms every sign-in with a code from an authenticator app (Google Authenticator, 1Password, Authy...): admins always, and everyone when the team requires it."
    >
      <EnrolmentPanel enrolment={enrolment} step="enrol-sign-in" />
    </NarrowAuthCard>
  );
}
