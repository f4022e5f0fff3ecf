import type { Metadata } from "next";
import { KeyRound } from "lucide-react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { CodeForm } from "@/components/admin/code-form";
import { NarrowAuthCard, PromptLink } from "@/components/partner/auth-card";
import { STAFF_SIGN_IN_COOKIE, decodeStaffSignInToken } from "@/lib/staff/session-token";

export const metadata: Metadata = { title: "Two-step sign-in" };

export default async function StaffVerifyPage() {
  const claims = await decodeStaffSignInToken((await cookies()).get(STAFF_SIGN_IN_COOKIE)?.value);
  if (claims?.step !== "verify") redirect("/admin/login");
  return (
    <NarrowAuthCard
      icon={KeyRound}
      title="Two-step sign-in"
      description="Open your authenticator app and enter the current code for this console."
    >
      <CodeForm step="verify" />
      <PromptLink prompt="Not you?" href="/admin/login" text="Start again" className="mt-6" />
    </NarrowAuthCard>
  );
}
