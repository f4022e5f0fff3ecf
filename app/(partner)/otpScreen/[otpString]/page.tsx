import { KeyRound, MailCheck, TimerOff } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { NarrowAuthCard, PromptLink } from "@/components/partner/auth-card";
import { OtpForm } from "@/components/partner/otp-form";
import { OTP_TTL_MS } from "@/lib/auth/otp-code";
import { readPendingReset, readPendingSignUp } from "@/lib/partner-account/pending-flow";
import type { OtpFlow } from "@/lib/validations/partner-auth";
import { redirectIfSignedIn } from "../../redirect-if-signed-in";

export const metadata: Metadata = { title: "Enter your code" };

const flows: Record<OtpFlow, { title: string; icon: typeof MailCheck; restart: { href: string; label: string } }> = {
  signup: {
    title: "Verify your email",
    icon: MailCheck,
    restart: { href: "/NewSignUp", label: "Start sign-up again" },
  },
  forgot: {
    title: "Check your email",
    icon: KeyRound,
    restart: { href: "/ForgotPassword", label: "Use a different email" },
  },
};

function isFlow(value: string): value is OtpFlow {
  return Object.hasOwn(flows, value);
}

export default async function OtpScreenPage({ params }: { params: Promise<{ otpString: string }> }) {
  const { otpString } = await params;
  if (!isFlow(otpString)) notFound();
  await redirectIfSignedIn();
  const flow = flows[otpString];
  // The address the code went to, from the step's encrypted cookie (decision 411).
  const email = (otpString === "signup" ? await readPendingSignUp() : await readPendingReset())?.email;
  const minutes = OTP_TTL_MS / 60_000;

  if (!email) {
    return (
      <NarrowAuthCard
        icon={TimerOff}
        title="This step has expired"
        description={
          <p>
            We couldn&apos;t find a code waiting for this browser. The step may have expired or been finished already;
            please start again.
          </p>
        }
      >
        <Link
          href={flow.restart.href}
          className="inline-flex h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800"
        >
          {otpString === "signup" ? "Back to sign up" : "Request a new code"}
        </Link>
      </NarrowAuthCard>
    );
  }

  return (
    <NarrowAuthCard
      icon={flow.icon}
      title={flow.title}
      description={
        <p>
          {otpString === "signup" ? "We've sent a 6-digit code to " : "If an account exists for "}
          <strong className="font-semibold text-ink">{email}</strong>
          {otpString === "signup" ? "." : ", we've sent a 6-digit code to it."} The code expires in {minutes} minutes.
        </p>
      }
    >
      <OtpForm flow={otpString} />
      <PromptLink
        prompt="Wrong address?"
        href={flow.restart.href}
        text={flow.restart.label}
        className="mt-6 border-t border-slate-200 pt-5 text-center"
      />
    </NarrowAuthCard>
  );
}
