/**
 * A two-option switch as native radios (decision 841): the choice works, and is announced, with or
 * without JavaScript; arrow keys move it. The page's CSS shows what the checked option names.
 */
export function ToggleGroup<T extends string>({
  name,
  label,
  options,
  initial,
}: {
  name: string;
  label: string;
  options: readonly { value: T; label: string }[];
  initial: T;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200"
    >
      {options.map((o) => (
        <label key={o.value} className="cursor-pointer">
          <input
            type="radio"
            name={name}
            value={o.value}
            id={`pricing-${name}-${o.value}`}
            defaultChecked={o.value === initial}
            className="peer sr-only"
          />
          <span className="block rounded-full px-4 py-2 text-sm font-semibold text-slate-700 transition-colors peer-checked:bg-brand-700 peer-checked:text-white peer-checked:shadow peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 sm:px-5">
            {o.label}
          </span>
        </label>
      ))}
    </div>
  );
}
