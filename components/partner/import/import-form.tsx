"use client";

import { CircleAlert, CircleCheck } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useActionState } from "react";
import { countOf } from "@/lib/format/count-of";
import { useFormStatus } from "react-dom";
import { SubmitButton } from "@/components/ui/submit-button";
import { TableHead } from "@/components/ui/table-head";
import { importCouponsAction } from "@/lib/actions/import-coupons";
import type { RowError } from "@/lib/coupons/csv-import";
import type { ImportResult } from "@/lib/coupons/import-coupons";
import type { ActionResult } from "@/lib/operations/action";

function ImportButton() {
  const { pending } = useFormStatus();
  return <SubmitButton pending={pending}>{pending ? "Importing..." : "Import"}</SubmitButton>;
}

function NotUsed({ columns }: { columns: string[] }) {
  return columns.length ? <p className="mt-1 text-sm">Columns not used: {columns.join(", ")}.</p> : null;
}

function Report({ state }: { state: ActionResult<ImportResult> }) {
  if (state.ok)
    return (
      <div
        role="status"
        className="flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900"
      >
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
        <div>
          <p className="font-semibold">
            Imported {countOf(state.data.imported, "coupon")}
            {state.data.updated ? ` and updated ${state.data.updated}` : ""}
          </p>
          <NotUsed columns={state.data.ignoredColumns} />
          <Link href="/dashboard/listing" className="mt-2 inline-flex font-semibold underline-offset-2 hover:underline">
            See them on the Listing Page
          </Link>
        </div>
      </div>
    );
  const rows = (state.details?.rows ?? []) as RowError[];
  const ignored = (state.details?.ignoredColumns ?? []) as string[];
  const fileName = state.submitted?.file;
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
      <div className="flex gap-3">
        <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
        <div>
          <p className="font-semibold">{state.formError}</p>
          <p className="mt-1 text-sm">{fileName ? `${fileName}: ` : ""}fix the rows below and choose the file again.</p>
          <NotUsed columns={ignored} />
        </div>
      </div>
      {rows.length ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Rows that need fixing</caption>
          <TableHead
            columns={["Row", "Column", "Problem"]}
            className="text-xs uppercase tracking-wide text-red-800"
            cellClassName="py-1 pr-4 last:pr-0"
          />
          <tbody>
            {rows.flatMap(({ row, errors }) =>
              Object.entries(errors).map(([column, messages]) => (
                <tr key={`${row}-${column}`} className="border-t border-red-200">
                  <th scope="row" className="py-1.5 pr-4 font-semibold">
                    {row}
                  </th>
                  <td className="py-1.5 pr-4 font-mono">{column}</td>
                  <td className="py-1.5">{messages.join(" ")}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/** Choose a CSV and import it; the answer shows here, with or without JavaScript. */
export function ImportForm() {
  const [state, action] = useActionState(importCouponsAction, null);
  return (
    <div className="grid gap-6">
      <form
        action={action}
        className="flex flex-wrap items-end gap-4 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div className="grow">
          <label htmlFor="import-file" className="mb-1.5 block text-sm font-semibold text-slate-800">
            CSV file
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            required
            accept=".csv,text/csv"
            className="block text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
        </div>
        <ImportButton />
      </form>
      {state ? <Report state={state} /> : null}
    </div>
  );
}
