/** The heading and subtitle every dashboard tab starts with. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      {subtitle ? <p className="mt-1 text-lg text-slate-600">{subtitle}</p> : null}
    </header>
  );
}
