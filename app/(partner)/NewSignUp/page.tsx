import type { Metadata } from "next";
import { SplitAuthCard } from "@/components/partner/auth-card";
import { SignUpForm } from "@/components/partner/sign-up-form";
import { redirectIfSignedIn } from "../redirect-if-signed-in";

export const metadata: Metadata = { title: "Partner sign up" };

export default async function NewSignUpPage() {
  await redirectIfSignedIn();
  return (
    <SplitAuthCard
      title="Create your partner account"
      description="We'll e-mail you a code to verify your address. Once the provider approves your account you can sign in."
    >
      <SignUpForm />
    </SplitAuthCard>
  );
}
