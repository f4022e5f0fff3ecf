/** A GET form: the search lives in the URL (reload, back and sharing work), and it needs no JavaScript. */
export function SearchBox({
  label,
  placeholder,
  value,
  hidden = {},
}: {
  label: string;
  placeholder: string;
  value: string;
  /** Other query parameters to keep (a filter). */
  hidden?: Record<string, string>;
}) {
  return (
    <form role="search" className="flex gap-2">
      {Object.entries(hidden).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <label className="sr-only" htmlFor="console-search">
        {label}
      </label>
      <input
        id="console-search"
        type="search"
        name="q"
        defaultValue={value}
        placeholder={placeholder}
        className="h-10 w-72 rounded-xl border border-slate-300 bg-white px-3 text-sm"
      />
      <button
        type="submit"
        className="h-10 rounded-xl bg-slate-800 px-4 text-sm font-semibold text-white hover:bg-slate-900"
      >
        Search
      </button>
    </form>
  );
}
