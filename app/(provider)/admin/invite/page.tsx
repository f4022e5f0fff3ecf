import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { UserPlus } from "lucide-react";
import { AcceptInviteForm } from "@/components/admin/staff/accept-invite-form";
import { NarrowAuthCard } from "@/components/partner/auth-card";
import { ROLE_LABELS } from "@/lib/staff/roles";
import { INVITE_INVALID_MESSAGE, openInvite } from "@/lib/console/staff/invite-acceptance";

// The link's token is in the address: no Referer carries it to another site (decision 614).
export const metadata: Metadata = { title: "Join the console", referrer: "no-referrer" };

type Search = { token?: string | string[] };

export default async function AcceptInvitePage({ searchParams }: { searchParams: Promise<Search> }) {
  const { token } = await searchParams;
  const invite = typeof token === "string" ? await openInvite(token) : null;
  if (!invite || typeof token !== "string")
    return (
      <NarrowAuthCard icon={UserPlus} title="This invitation no longer works" description={INVITE_INVALID_MESSAGE}>
        <Link
          href="/admin/login"
          className="inline-flex h-12 w-full items-center justify-center rounded-xl border border-slate-300 px-8 font-semibold text-slate-700 hover:bg-slate-100"
        >
          Go to staff sign-in
        </Link>
      </NarrowAuthCard>
    );
  const next =
    invite.role === "ADMIN" ? " Next you set up an authenticator app: admins confirm every sign-in with a code." : "";
  return (
    <NarrowAuthCard
      icon={UserPlus}
      title="Join the console"
      description={`You are invited as ${ROLE_LABELS[invite.role].toLowerCase()} with ${invite.email}. Choose your name and a password.${next}`}
    >
      <AcceptInviteForm token={token} email={invite.email} />
    </NarrowAuthCard>
  );
}
