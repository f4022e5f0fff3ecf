import { KeyRound } from "lucide-react";
import type { Metadata } from "next";
import { NarrowAuthCard } from "@/components/partner/auth-card";
import { ForgotPasswordForm } from "@/components/partner/forgot-password-form";
import { redirectIfSignedIn } from "../redirect-if-signed-in";

export const metadata: Metadata = { title: "Forgot password" };

export default async function ForgotPasswordPage() {
  await redirectIfSignedIn();
  return (
    <NarrowAuthCard
      icon={KeyRound}
      title="Forgot your password?"
      description="Enter the e-mail you signed up with and we'll send you a 6-digit code to reset it."
    >
      <ForgotPasswordForm />
    </NarrowAuthCard>
  );
}
