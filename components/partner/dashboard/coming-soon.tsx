import type { LucideIcon } from "lucide-react";
import { siteConfig } from "@/config/site";

/** A tab whose feature is on its way: what it will do, and whom to write to meanwhile. */
export function ComingSoon({
  icon: Icon,
  title,
  badge = true,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** The 'Coming soon' label above the title; Home's card is news, not a missing feature. */
  badge?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="coming-soon"
      className="mt-8 flex items-start gap-5 rounded-3xl border border-slate-200 bg-white p-8 shadow-sm"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent-400/20 text-accent-500">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div>
        {badge ? (
          <p className="mb-3 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-800">
            Coming soon
          </p>
        ) : null}
        <h2 id="coming-soon" className="text-xl font-bold text-ink">
          {title}
        </h2>
        <div className="mt-2 max-w-2xl text-slate-600">{children}</div>
        <p className="mt-4 max-w-2xl text-slate-600">
          Until then, write to{" "}
          <a
            href={`mailto:${siteConfig.partnerApprovalEmail}`}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {siteConfig.partnerApprovalEmail}
          </a>{" "}
          and we will help you directly.
        </p>
      </div>
    </section>
  );
}
