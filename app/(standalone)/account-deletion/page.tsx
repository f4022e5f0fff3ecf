import { CalendarClock, MailCheck, Trash2 } from "lucide-react";
import type { Metadata } from "next";
import { StaticImage } from "@/components/ui/static-image";
import { AccountDeletionForm } from "@/components/forms/account-deletion-form";
import { siteConfig } from "@/config/site";
import { pageMetadata } from "@/components/marketing/page-metadata";

const description = `Request the deletion of your ${siteConfig.name} account and all the data that belongs to it.`;

export const metadata: Metadata = pageMetadata({
  title: "Account deletion",
  description,
  path: "/account-deletion",
  ogTitle: `Delete your ${siteConfig.name} account`,
});

const deleted = [
  "Your profile and sign-in details",
  "Transactions, budgets and spending insights",
  "Bill splits, debts and linked-account data",
  "Community posts, comments and rewards",
];

export default function AccountDeletionPage() {
  return (
    <div className="px-4 py-10 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <div className="flex items-center gap-4">
          <StaticImage
            src="/illustrations/account-deletion.svg"
            alt=""
            width={200}
            height={160}
            className="hidden h-20 w-auto sm:block"
          />
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Delete your account</h1>
            <p className="mt-2 text-slate-600">Request the permanent deletion of your {siteConfig.name} account.</p>
          </div>
        </div>

        <section aria-labelledby="notice-title" className="mt-8 rounded-3xl border border-amber-200 bg-amber-50 p-6">
          <h2 id="notice-title" className="flex items-center gap-2 font-bold text-amber-900">
            <Trash2 aria-hidden="true" className="size-5" />
            What will be deleted
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-amber-950">
            {deleted.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <p className="mt-4 flex items-start gap-2 text-amber-950">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            Your request will be processed within 7 business days.
          </p>
          <p className="mt-2 flex items-start gap-2 text-amber-950">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            You will receive a confirmation e-mail; open its link to confirm the request.
          </p>
        </section>

        <div className="mt-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <AccountDeletionForm />
        </div>
      </div>
    </div>
  );
}
