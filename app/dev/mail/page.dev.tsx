import type { Metadata } from "next";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { readDevMailbox } from "@/lib/mail/dev-mailbox";
import { isDevMailboxEnabled } from "@/lib/mail/send-mail";

export const metadata: Metadata = { title: "Dev mailbox", robots: { index: false, follow: false } };

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" });

export default async function DevMailPage({ searchParams }: { searchParams: Promise<{ to?: string }> }) {
  await connection();
  if (!isDevMailboxEnabled()) notFound();
  const { to } = await searchParams;
  const messages = await readDevMailbox({ to: typeof to === "string" ? to : undefined });
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">Dev mailbox</h1>
      <p className="mt-1 text-sm text-slate-600">
        No mail transport is configured (RESEND_API_KEY is unset), so e-mails are kept here, newest first.
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          No e-mails yet.
        </p>
      ) : (
        <ol className="mt-6 space-y-4">
          {messages.map((m) => (
            <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="mail">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold text-ink">{m.subject}</h2>
                <time className="text-xs text-slate-500" dateTime={m.createdAt.toISOString()}>
                  {when.format(m.createdAt)}
                </time>
              </div>
              <p className="mt-1 text-sm text-slate-600">
                To <span className="font-medium">{m.to}</span> · {m.status.toLowerCase()}
              </p>
              <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-slate-800">{m.text}</pre>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
