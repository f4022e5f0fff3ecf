import { Check, CircleCheck } from "lucide-react";

const tones = {
  /** On the brand's dark panels (sign-in pitch, lead sign-up). */
  dark: { item: "flex items-start text-brand-50", icon: "mt-0.5 size-5 shrink-0 text-accent-400", Icon: CircleCheck },
  /** In a white card (a plan's features). */
  light: { item: "flex items-center", icon: "size-4 text-brand-700", Icon: Check },
};

/** Short benefits, each after a tick. `className` places the list; `gap` spaces the tick from its text. */
export function CheckList({
  items,
  tone,
  className,
  gap = "gap-2",
}: {
  items: readonly string[];
  tone: keyof typeof tones;
  className: string;
  gap?: "gap-2" | "gap-3";
}) {
  const { item, icon, Icon } = tones[tone];
  return (
    <ul className={className}>
      {items.map((text) => (
        <li key={text} className={`${item} ${gap}`}>
          <Icon aria-hidden="true" className={icon} />
          {text}
        </li>
      ))}
    </ul>
  );
}
