import type { Metadata } from "next";
import { KeyRound } from "lucide-react";
import { cookies } from "next/headers";
import Link from "next/link";
import { redirect } from "next/navigation";
import { CodeForm } from "@/components/admin/code-form";
import { NarrowAuthCard, textLinkClass } from "@/components/partner/auth-card";
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
      <CodeForm
        step="verify"
        label="Authentication code"
        hint="6 digits, or one of your recovery codes (like abcd-efgh-jkmn)."
        submit="Verify"
      />
      <p className="mt-6 text-sm text-slate-600">
        Not you?{" "}
        <Link href="/admin/login" className={textLinkClass}>
          Start again
        </Link>
      </p>
    </NarrowAuthCard>
  );
}
