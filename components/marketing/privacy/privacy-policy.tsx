import { Link } from "@/components/ui/link";
import { PRIVACY_LAST_UPDATED, privacyCards } from "@/lib/copy/privacy";

const updated = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(
  new Date(PRIVACY_LAST_UPDATED),
);

export function PrivacyPolicy() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white pb-24 pt-14 sm:pt-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <header className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">
            Privacy Policies - Terms &amp; conditions
          </h1>
          <p className="mt-4 text-slate-600">
            Last updated <time dateTime={PRIVACY_LAST_UPDATED}>{updated}</time>
          </p>
        </header>
        <ol className="mt-12 grid gap-6 md:grid-cols-2">
          {privacyCards.map((card, i) => (
            <li
              key={card.id}
              id={card.id}
              data-testid="policy-card"
              className="scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-7 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-700 text-sm font-bold text-white"
                >
                  {String(i + 1).padStart(2, "0")}
                </span>
                <h2 className="text-xl font-bold text-ink">{card.title}</h2>
              </div>
              {card.paragraphs.map((p) => (
                <p key={p} className="mt-3 leading-7 text-slate-600">
                  {p}
                </p>
              ))}
              {card.id === "user-rights" ? (
                <p className="mt-3">
                  <Link href="/account-deletion" className="font-semibold text-brand-800 underline underline-offset-4">
                    Request account deletion
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
