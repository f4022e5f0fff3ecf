import { CircleAlert, CircleCheck } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { confirmDeletionAction } from "@/lib/actions/confirm-account-deletion";

export const metadata: Metadata = { title: "Confirm account deletion", robots: { index: false, follow: false } };

const results: Record<string, { ok: boolean; title: string; text: string }> = {
  confirmed: {
    ok: true,
    title: "Deletion request confirmed",
    text: "Thank you. Your account and its data will be deleted within 7 business days.",
  },
  "already-confirmed": {
    ok: true,
    title: "Already confirmed",
    text: "This request was confirmed earlier. Your account will be deleted within 7 business days.",
  },
  expired: {
    ok: false,
    title: "This link has expired",
    text: "Confirmation links work for 7 days. Please submit a new request.",
  },
  invalid: {
    ok: false,
    title: "This link is not valid",
    text: "The link may be incomplete. Please open it again from the e-mail, or submit a new request.",
  },
  retry: {
    ok: false,
    title: "Not confirmed yet",
    text: "We could not confirm the request just now. Please open the link from the e-mail again in a few minutes.",
  },
};

type Props = { searchParams: Promise<{ token?: string | string[]; result?: string | string[] }> };

export default async function ConfirmDeletionPage({ searchParams }: Props) {
  const { token, result } = await searchParams;
  const shown = typeof result === "string" ? results[result] : undefined;

  return (
    <div className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        {shown ? (
          <>
            {shown.ok ? (
              <CircleCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
            ) : (
              <CircleAlert aria-hidden="true" className="mx-auto size-12 text-red-600" />
            )}
            <h1 className="mt-4 text-2xl font-bold text-ink">{shown.title}</h1>
            <p className="mt-2 text-slate-600">{shown.text}</p>
            <Link
              href={shown.ok ? "/" : "/account-deletion"}
              className="mt-6 inline-block rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {shown.ok ? "Back to home" : "Submit a new request"}
            </Link>
          </>
        ) : typeof token === "string" && token ? (
          <>
            <h1 className="text-2xl font-bold text-ink">Confirm account deletion</h1>
            <p className="mt-2 text-slate-600">
              Press the button to confirm that your account and all its data should be deleted. This cannot be undone.
            </p>
            <form action={confirmDeletionAction} className="mt-6">
              <input type="hidden" name="token" value={token} />
              <button
                type="submit"
                className="rounded-xl bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800"
              >
                Confirm deletion
              </button>
            </form>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-ink">{results.invalid!.title}</h1>
            <p className="mt-2 text-slate-600">{results.invalid!.text}</p>
          </>
        )}
      </div>
    </div>
  );
}
