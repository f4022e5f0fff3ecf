import { LockKeyhole, TimerOff } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { NarrowAuthCard } from "@/components/partner/auth-card";
import { UpdatePasswordForm } from "@/components/partner/update-password-form";
import { GRANT_TTL_MS } from "@/lib/auth/otp-code";
import { readPendingReset } from "@/lib/partner-account/pending-flow";
import { redirectIfSignedIn } from "../redirect-if-signed-in";

export const metadata: Metadata = { title: "Set a new password" };

export default async function UpdatePasswordPage() {
  await redirectIfSignedIn();
  // The reset grant from a verified code, kept in an HttpOnly cookie; the action checks it again.
  const pending = await readPendingReset();

  if (!pending?.token) {
    return (
      <NarrowAuthCard
        icon={TimerOff}
        title="Verify your email first"
        description={
          <p>
            To set a new password, request a reset code and enter it here first. A verified code can be used for{" "}
            {GRANT_TTL_MS / 60_000} minutes.
          </p>
        }
      >
        <Link
          href="/ForgotPassword"
          className="inline-flex h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800"
        >
          Reset your password
        </Link>
      </NarrowAuthCard>
    );
  }

  return (
    <NarrowAuthCard
      icon={LockKeyhole}
      title="Set a new password"
      description={
        <p>
          Choose a new password for <strong className="font-semibold text-ink">{pending.email}</strong>. You&apos;ll be
          signed out everywhere else.
        </p>
      }
    >
      <UpdatePasswordForm />
    </NarrowAuthCard>
  );
}
