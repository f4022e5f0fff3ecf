import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

interface HelpItem {
  title: string;
  body: ReactNode;
}

/**
 * Native <details> sharing one `name` form an exclusive accordion: opening one closes the
 * other, and an open one closes on a second click, all without JavaScript (decision 104).
 */
export function HelpItems({ items }: { items: readonly HelpItem[] }) {
  return (
    <div className="mt-4 space-y-3">
      {items.map((item) => (
        <details
          key={item.title}
          name="calculator-help"
          className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:shadow-md"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-base font-semibold text-ink marker:hidden hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            {item.title}
            <ChevronDown
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="space-y-3 px-5 pb-5 text-sm leading-relaxed text-slate-700">{item.body}</div>
        </details>
      ))}
    </div>
  );
}
