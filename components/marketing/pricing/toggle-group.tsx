"use client";

/** Two-option switch; each option is a button with aria-pressed so the choice is announced. */
export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors sm:px-5 ${value === o.value ? "bg-brand-700 text-white shadow" : "text-slate-700 hover:text-ink"}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
