import { Link } from "@/components/ui/link";
import { AUDIT_PAGE_SIZES } from "@/lib/validations/staff-api";

// The audit log's filters: a GET form, so the filter lives in the URL (shareable, back works) and needs no
// JavaScript. A new filter starts again from the newest entry (no cursor is carried).

const FIELD = "h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink";
const LABEL = "flex flex-col gap-1 text-sm font-semibold text-slate-700";

type Choices = { actors: string[]; actions: string[]; entityTypes: string[] };

function Choice({
  name,
  label,
  value,
  options,
  any,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: string[];
  any: string;
}) {
  // A value no longer among the choices (typed into the URL) stays selected, so the form shows what applies.
  const all = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <label className={LABEL}>
      {label}
      <select name={name} defaultValue={value ?? ""} className={`${FIELD} max-w-64`}>
        <option value="">{any}</option>
        {all.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

export function AuditFilters({
  query,
  limit,
  choices,
}: {
  query: Record<string, string>;
  limit: number;
  choices: Choices;
}) {
  return (
    <form aria-label="Filter the audit log" className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end gap-4">
        <label className={LABEL}>
          Search
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            placeholder="Action, summary or email"
            className={`${FIELD} w-60`}
          />
        </label>
        <Choice name="actor" label="Who" value={query.actor} options={choices.actors} any="Anyone" />
        <Choice name="action" label="Action" value={query.action} options={choices.actions} any="Any action" />
        <Choice
          name="entityType"
          label="Entity type"
          value={query.entityType}
          options={choices.entityTypes}
          any="Any type"
        />
        <label className={LABEL}>
          From (India time)
          <input type="date" name="from" defaultValue={query.from ?? ""} className={FIELD} />
        </label>
        <label className={LABEL}>
          To (India time)
          <input type="date" name="to" defaultValue={query.to ?? ""} className={FIELD} />
        </label>
        <label className={LABEL}>
          Per page
          <select name="limit" defaultValue={String(limit)} className={FIELD}>
            {AUDIT_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-center gap-3">
          <button
            type="submit"
            className="h-10 rounded-xl bg-slate-800 px-4 text-sm font-semibold text-white hover:bg-slate-900"
          >
            Apply filters
          </button>
          <Link href="/admin/audit" className="text-sm font-semibold text-brand-700 hover:underline">
            Clear
          </Link>
        </div>
      </div>
    </form>
  );
}
