import type { PublicService } from "@/lib/data/services";
import { howItWorksSteps } from "./service-text";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl bg-white p-6 shadow-md shadow-brand-900/5 ring-1 ring-slate-200/80 sm:p-8"
    >
      <h2 id={id} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4 leading-7 text-slate-700">{children}</div>
    </section>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-4">
      {text
        .split(/\\n|\r?\n/)
        .filter((line) => line.trim())
        .map((line, i) => (
          <p key={i}>{line}</p>
        ))}
    </div>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            aria-hidden="true"
            className="mt-1 grid size-5 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-700"
          >
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The detail sections, each only when the service has content for it. */
export function ServiceSections({ service }: { service: PublicService }) {
  const steps = howItWorksSteps(service.howItWorks);
  return (
    <div className="space-y-6">
      <Section id="description" title="Description">
        <Paragraphs text={service.description} />
      </Section>
      {service.whyWeBuilt ? (
        <Section id="why-we-built-this" title="Why We Built This">
          <Paragraphs text={service.whyWeBuilt} />
        </Section>
      ) : null}
      {steps.length > 0 ? (
        <Section id="how-it-works" title="How It Works">
          <ol data-testid="how-it-works" className="space-y-4">
            {steps.map((step, i) => (
              <li key={i} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {service.highlights.length > 0 ? (
        <Section id="highlights" title="Highlights">
          <CheckList items={service.highlights} />
        </Section>
      ) : null}
      {service.benefits.length > 0 ? (
        <Section id="benefits" title="Benefits">
          <CheckList items={service.benefits} />
        </Section>
      ) : null}
      {service.languageStyle ? (
        <Section id="language-style" title="Language Style">
          <Paragraphs text={service.languageStyle} />
        </Section>
      ) : null}
    </div>
  );
}
