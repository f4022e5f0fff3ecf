import type { LucideIcon } from "lucide-react";

/**
 * A list row's icon and text: the icon in its brand circle, a bold title line (with any badge after it)
 * and a line of detail below. Device sessions, API keys and webhook endpoints draw their rows with it.
 */
export function IconRowSummary({
  icon: Icon,
  title,
  detail,
  titleClassName = "flex flex-wrap items-center gap-2 font-semibold text-ink",
}: {
  icon: LucideIcon;
  title: React.ReactNode;
  detail: React.ReactNode;
  titleClassName?: string;
}) {
  return (
    <>
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className={titleClassName}>{title}</p>
        <p className="mt-1 text-sm text-slate-600">{detail}</p>
      </div>
    </>
  );
}
