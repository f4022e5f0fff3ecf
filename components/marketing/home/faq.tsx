import { SpriteIcon } from "@/components/marketing/sprite-icon";
import { type FaqItem, splitNumberedLine } from "@/lib/copy/faq";

/** Native <details>: opens and closes without JavaScript. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white">
      {items.map((item, i) => (
        <details key={item.id} className="group p-6 [&_summary::-webkit-details-marker]:hidden" open={i === 0}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-left text-lg font-semibold text-ink">
            <h3>{item.question}</h3>
            <SpriteIcon
              name="plus"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-45"
            />
          </summary>
          <div className="mt-4 space-y-2 leading-7 text-slate-600">
            {item.answer.split("\n").map((line, j) => {
              const { number, text } = splitNumberedLine(line);
              return (
                <p key={j}>
                  {number ? <strong className="mr-1 font-bold text-ink">{number}</strong> : null}
                  {text}
                </p>
              );
            })}
          </div>
        </details>
      ))}
    </div>
  );
}
