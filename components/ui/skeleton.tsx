/** A grey block standing in for content that is loading; it pulses unless the visitor asked for less motion. */
export function Bone({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`rounded-lg bg-slate-200/80 motion-safe:animate-pulse ${className}`} />;
}

/**
 * A page's loading state, shown by its segment's loading.tsx inside the section's layout: blocks in the
 * page's shape, so nothing beside or below it jumps when the page comes, and a heading that tells a
 * screen reader what is loading (the page's own comes with it).
 */
export function LoadingState({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      <h1 className="sr-only">{label}</h1>
      {children}
    </div>
  );
}

/** A white card of `className`'s size, with a title line and `children` (more blocks) inside. */
export function CardBones({ className = "", children }: { className?: string; children?: React.ReactNode }) {
  return (
    <div aria-hidden="true" className={`rounded-3xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>
      <Bone className="h-5 w-48" />
      {children}
    </div>
  );
}

/** Number tiles (a label over a figure) in a grid of `className`; `tile` is one tile's corners and padding. */
export function TileBones({
  count,
  className,
  tile = "rounded-3xl p-5",
}: {
  count: number;
  className: string;
  tile?: string;
}) {
  return (
    <div aria-hidden="true" className={`grid gap-4 ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`border border-slate-200 bg-white shadow-sm ${tile}`}>
          <Bone className="h-4 w-24" />
          <Bone className="mt-4 h-8 w-14" />
        </div>
      ))}
    </div>
  );
}
