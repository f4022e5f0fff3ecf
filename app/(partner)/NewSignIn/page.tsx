import type { Metadata } from "next";
import { SplitAuthCard } from "@/components/partner/auth-card";
import { SignInForm } from "@/components/partner/sign-in-form";
import { PASSWORD_UPDATED_MESSAGE } from "@/lib/partner-account/password-change";
import { SIGNED_UP_MESSAGE } from "@/lib/partner-account/sign-up";
import { redirectIfSignedIn } from "../redirect-if-signed-in";

export const metadata: Metadata = { title: "Partner sign in" };

/**
 * What the previous step asked this screen to say (?notice=…): after the code step, after a reset, after
 * "Sign out of all devices".
 */
const notices: Record<string, string> = {
  "signed-up": SIGNED_UP_MESSAGE,
  "password-updated": `${PASSWORD_UPDATED_MESSAGE} Sign in with your new password.`,
  "signed-out-everywhere": "You have been signed out of all devices. Sign in again to continue.",
};

export default async function NewSignInPage({
  searchParams,
}: {
  searchParams: Promise<{ notice?: string | string[]; session?: string | string[] }>;
}) {
  await redirectIfSignedIn();
  const { notice, session } = await searchParams;
  const message =
    typeof notice === "string"
      ? notices[notice]
      : session
        ? "Your session has ended. Please sign in again."
        : undefined;
  return (
    <SplitAuthCard title="Sign in" description="Welcome back. Sign in to manage your coupons and offers.">
      <SignInForm notice={message} />
    </SplitAuthCard>
  );
}
