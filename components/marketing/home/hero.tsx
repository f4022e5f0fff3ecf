import { siteConfig } from "@/config/site";
import { StoreButtons } from "@/components/marketing/store-buttons";
import { rotatingWords, themes } from "@/lib/copy/home";
import { HeroBottomWave, HeroPhone, HeroTopWave } from "./hero-art";
import styles from "./home.module.css";
import { RotatingWord } from "./rotating-word";

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <HeroTopWave className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-56 w-full sm:h-72" />
      <div className="mx-auto grid min-h-[calc(100dvh-4rem)] max-w-7xl items-center gap-12 px-4 pb-24 pt-12 sm:px-6 lg:grid-cols-[1.1fr_0.9fr] lg:pt-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-2 py-1 pr-4 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            <span className="rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
              Automatic
            </span>
            <span>Expense tracker app</span>
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold leading-[1.05] tracking-tight text-ink sm:text-6xl lg:text-7xl"
          >
            Transform your money habits
          </h1>
          <p className="mt-5 flex flex-wrap items-center gap-3 text-2xl font-bold text-slate-700 sm:text-3xl">
            Spend with <RotatingWord words={rotatingWords} />
          </p>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
            Automatic expense tracking, smart budgets, bill splitting and rewards for every rupee you save, in one
            beautifully simple app.
          </p>
          <div className="mt-8 max-w-md rounded-3xl border border-brand-100 bg-white/80 p-5 shadow-lg shadow-brand-900/5 backdrop-blur">
            <h2 className="text-base font-semibold text-ink">Download our App</h2>
            <p className="mt-1 text-sm text-slate-600">Free on Android and iOS.</p>
            <StoreButtons className="mt-4" />
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-md">
          <HeroPhone
            title={`The ${siteConfig.name} app showing monthly spending, a category chart and recent transactions`}
            className={`h-auto w-full ${styles.float}`}
          />
        </div>
      </div>
      <ThemesMarquee />
      <HeroBottomWave className="pointer-events-none absolute inset-x-0 bottom-0 -z-10 h-24 w-full" />
    </section>
  );
}

/** The themes run as a looping strip; the list is duplicated for a seamless loop and hidden once from screen readers. */
function ThemesMarquee() {
  const chip =
    "mx-2 inline-flex shrink-0 items-center gap-2 rounded-full border border-brand-200 bg-white px-5 py-2 text-sm font-semibold text-brand-800 shadow-sm";
  return (
    <div
      className={`relative -mt-16 mb-16 overflow-hidden py-2 [mask-image:linear-gradient(90deg,transparent,#000_10%,#000_90%,transparent)] ${styles.marqueeTrack}`}
    >
      <ul aria-label={`What ${siteConfig.name} helps with`} className={`flex w-max ${styles.marquee}`}>
        {themes.map((t) => (
          <li key={t} className={chip}>
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-500" />
            {t}
          </li>
        ))}
        {themes.map((t) => (
          <li key={`${t}-copy`} aria-hidden="true" className={chip}>
            <span className="size-2 rounded-full bg-accent-500" />
            {t}
          </li>
        ))}
      </ul>
    </div>
  );
}
