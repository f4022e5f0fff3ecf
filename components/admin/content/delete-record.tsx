/**
 * Delete behind a confirm step (a closed <details>): a plain form posting the record's id, so it works
 * without JavaScript.
 */
export function DeleteRecord({
  action,
  id,
  noun,
  warning,
}: {
  /** A server action (lib/actions/staff/delete-*.ts). */
  action: unknown;
  id: string;
  /** "post": "Delete this post", "Delete post". */
  noun: string;
  warning: string;
}) {
  return (
    <details className="mt-6 border-t border-slate-200 pt-5">
      <summary className="cursor-pointer text-sm font-semibold text-red-700">{`Delete this ${noun}`}</summary>
      <form action={action as (form: FormData) => Promise<void>} className="mt-3 space-y-3">
        <input type="hidden" name="id" value={id} />
        <p className="text-sm text-slate-700">{warning}</p>
        <button
          type="submit"
          className="inline-flex h-10 items-center rounded-xl bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800"
        >
          {`Delete ${noun}`}
        </button>
      </form>
    </details>
  );
}
