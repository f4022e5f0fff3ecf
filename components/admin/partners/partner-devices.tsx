"use client";
import { useEffect, useRef } from "react";
import { useKeptActionState } from "@/components/ui/use-kept-action-state";
import { toast } from "sonner";
import { endPartnerSessionAction } from "@/lib/actions/staff/end-partner-session";

/** A live session as the console lists it; dates are formatted on the server (India time). */
export type PartnerDeviceRow = { id: string; device: string; lastUsed: string; signedIn: string };

const buttonClass = "inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold";

/**
 * A partner's signed-in devices, each with 'Sign out' behind a disclosure that says what happens (plain
 * forms: no JavaScript needed). The answer is kept here, not in the row: the row is gone once the page
 * is rendered again, and the focus moves to the list that is left.
 */
export function PartnerDevices({
  partnerId,
  rows,
  canEnd,
}: {
  partnerId: string;
  rows: PartnerDeviceRow[];
  canEnd: boolean;
}) {
  const [state, action, pending] = useKeptActionState(endPartnerSessionAction);
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!state?.ok) return;
    if (state.message) toast.success(state.message);
    area.current?.focus();
  }, [state]);
  return (
    <div
      ref={area}
      tabIndex={-1}
      className="rounded-xl outline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {state && !state.ok ? (
        <p role="alert" className="mb-2 text-sm font-medium text-red-700">
          {state.formError}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">Not signed in on any device.</p>
      ) : (
        <ul aria-label="Signed-in devices, most recently used first" className="divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{row.device}</p>
                <p className="text-sm text-slate-600">Last used {row.lastUsed}</p>
                <p className="text-sm text-slate-600">Signed in {row.signedIn}</p>
              </div>
              {canEnd ? (
                <details className="relative shrink-0">
                  <summary
                    className={`${buttonClass} cursor-pointer list-none border border-slate-300 text-slate-700 hover:bg-slate-50 [&::-webkit-details-marker]:hidden`}
                  >
                    Sign out
                    <span className="sr-only">
                      {" "}
                      {row.device}, last used {row.lastUsed}
                    </span>
                  </summary>
                  <form
                    action={action}
                    className="absolute right-0 z-10 mt-2 w-72 space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-lg"
                  >
                    <input type="hidden" name="partnerId" value={partnerId} />
                    <input type="hidden" name="sessionId" value={row.id} />
                    <p className="text-sm text-slate-700">
                      The partner will have to sign in again on <strong>{row.device}</strong>. Their other devices stay
                      signed in.
                    </p>
                    <button
                      type="submit"
                      disabled={pending}
                      className={`${buttonClass} bg-red-700 text-white hover:bg-red-800 disabled:opacity-60`}
                    >
                      Sign out this device
                    </button>
                  </form>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
