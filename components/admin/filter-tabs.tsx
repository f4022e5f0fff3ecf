import { Link } from "@/components/ui/link";

/** Filter links (status, kind): plain links, the choice is in the URL. */
export function FilterTabs({
  label,
  items,
}: {
  label: string;
  items: { href: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="mb-4 flex gap-1 rounded-xl bg-slate-100 p-1 text-sm font-semibold">
      {items.map((item) => (
        <Link
          key={item.href}
          href={item.href}
          aria-current={item.current ? "page" : undefined}
          className="rounded-lg px-3 py-1.5 text-slate-600 hover:text-ink aria-[current=page]:bg-white aria-[current=page]:text-ink aria-[current=page]:shadow-sm"
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
