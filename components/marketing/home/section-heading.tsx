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
