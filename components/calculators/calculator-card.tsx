import { ArrowRight } from "lucide-react";
import { StaticImage } from "@/components/ui/static-image";
import { Link } from "@/components/ui/link";
import type { Calculator, CalculatorId } from "@/lib/calculators/catalog";
import { firstPaintImageSrc } from "@/lib/assets/inline-image";

const ILLUSTRATIONS: Readonly<Record<CalculatorId, string>> = {
  "credit-card-payoff": "/illustrations/calculators/credit-card-payoff.svg",
  emi: "/illustrations/calculators/emi.svg",
  "rent-vs-buy": "/illustrations/calculators/rent-vs-buy.svg",
  "savings-goal": "/illustrations/calculators/savings-goal.svg",
  "auto-loan": "/illustrations/calculators/auto-loan.svg",
  "spring-break-cost": "/illustrations/calculators/trip-cost.svg",
};

export function illustrationFor(id: CalculatorId): string {
  return ILLUSTRATIONS[id];
}

/** Dark cards put the illustration first on wide screens, so the list zig-zags (spec: left/right by position). */
export function CalculatorCard({ entry, priority = false }: { entry: Calculator; priority?: boolean }) {
  const dark = entry.isDark;
  const headingId = `calculator-${entry.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`grid items-center gap-6 overflow-hidden rounded-[2rem] p-6 shadow-[0_12px_40px_rgb(15_23_42/0.08)] sm:p-10 md:grid-cols-2 md:gap-10 ${
        dark ? "bg-brand-900 text-white" : "border border-brand-100 bg-white text-ink"
      }`}
    >
      <div className={dark ? "md:order-2" : undefined}>
        <p
          className={`text-5xl font-extrabold tracking-tight ${dark ? "text-accent-400" : "text-brand-600"}`}
          aria-hidden="true"
        >
          {entry.number}
        </p>
        <h2 id={headingId} className="mt-3 text-2xl font-bold sm:text-3xl">
          <span className="sr-only">{entry.number}. </span>
          {entry.title}
        </h2>
        <p className={`mt-3 max-w-md text-base ${dark ? "text-brand-100" : "text-slate-600"}`}>{entry.description}</p>
        <Link
          href={entry.path}
          aria-label={`Use Now: ${entry.title}`}
          className={`mt-6 inline-flex items-center gap-2 rounded-full px-6 py-3 text-sm font-semibold shadow-sm transition ${
            dark ? "bg-accent-400 text-ink hover:bg-accent-500" : "bg-brand-700 text-white hover:bg-brand-800"
          }`}
        >
          Use Now
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div className={`flex justify-center ${dark ? "md:order-1" : ""}`}>
        <StaticImage
          src={firstPaintImageSrc(illustrationFor(entry.id), priority)}
          alt=""
          width={320}
          height={240}
          priority={priority}
          className="h-auto w-full max-w-xs sm:max-w-sm"
        />
      </div>
    </article>
  );
}
