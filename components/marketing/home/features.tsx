import { siteConfig } from "@/config/site";
import { Icon } from "@/components/marketing/icon";
import { features, smartFeatures } from "@/lib/copy/home";
import { HomeSection } from "./section-heading";

export function Features() {
  return (
    <HomeSection
      id="features"
      background="bg-white"
      eyebrow="Features"
      title="Everything your money needs, in one app"
      text={`From the first rupee you spend to the goals you reach, ${siteConfig.name} does the busywork for you.`}
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((f) => (
          <li
            key={f.title}
            className="group rounded-3xl border border-slate-200 bg-white p-7 transition-shadow hover:shadow-xl hover:shadow-brand-900/5"
          >
            <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-700 group-hover:text-white">
              <Icon name={f.icon} />
            </span>
            <h3 className="mt-5 text-lg font-bold text-ink">{f.title}</h3>
            <p className="mt-2 leading-7 text-slate-600">{f.text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function SmartFeatures() {
  return (
    <HomeSection
      id="smart-features"
      titleId="smart-title"
      background="bg-brand-900"
      tone="dark"
      eyebrow="Smart features"
      title="Money with friends, made fair"
      text="The everyday money moments that usually cause friction, handled for you."
    >
      <ul className="mt-14 grid gap-6 md:grid-cols-2">
        {smartFeatures.map((f, i) => (
          <li key={f.title} className="flex gap-5 rounded-3xl bg-white/5 p-7 ring-1 ring-white/10">
            <span
              className={`grid size-14 shrink-0 place-items-center rounded-2xl ${i % 2 ? "bg-accent-400 text-ink" : "bg-brand-400 text-brand-900"}`}
            >
              <Icon name={f.icon} className="size-7" />
            </span>
            <div>
              <h3 className="text-xl font-bold text-white">{f.title}</h3>
              <p className="mt-2 leading-7 text-brand-100">{f.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
