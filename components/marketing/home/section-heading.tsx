export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  tone = "light",
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className={`text-sm font-semibold uppercase tracking-widest ${dark ? "text-accent-400" : "text-brand-700"}`}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-ink"}`}
      >
        {title}
      </h2>
      {text ? <p className={`mt-4 text-lg leading-8 ${dark ? "text-brand-100" : "text-slate-600"}`}>{text}</p> : null}
    </div>
  );
}

type HomeSectionProps = {
  /** The section's anchor (#features); its heading's id is `${id}-title` unless given. */
  id: string;
  titleId?: string;
  /** The band's background class. */
  background: "bg-white" | "bg-brand-900" | "bg-brand-50/60";
  tone?: "light" | "dark";
  eyebrow: string;
  title: string;
  text?: string;
  children: React.ReactNode;
};

/**
 * One band of the home page: full width, its centred heading, then its content. The bands all come below
 * the hero, so the browser skips their style, layout and paint until one nears the viewport
 * (`lazy-render-*`; its size is remembered once drawn): the first frame lays out the header and
 * the hero only (issue 24, decision 318). Find in page, anchors and screen readers still reach them.
 */
export function HomeSection({ id, titleId = `${id}-title`, background, children, ...heading }: HomeSectionProps) {
  return (
    <section id={id} aria-labelledby={titleId} className={`scroll-mt-20 lazy-render-1000 ${background} py-20 sm:py-28`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id={titleId} {...heading} />
        {children}
      </div>
    </section>
  );
}
