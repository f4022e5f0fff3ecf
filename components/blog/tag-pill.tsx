export function TagPill({ children, tone = "light" }: { children: React.ReactNode; tone?: "light" | "solid" }) {
  const colours = tone === "solid" ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-800 ring-1 ring-brand-100";
  return (
    <span
      data-testid="post-tag"
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${colours}`}
    >
      {children}
    </span>
  );
}
