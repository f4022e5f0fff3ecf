import { MonitorSmartphone } from "lucide-react";

/** A live session as a list shows it; dates are formatted on the server (India time). */
export type DeviceRow = { id: string; device: string; current: boolean; lastUsed: string; signedIn: string };

/**
 * One signed-in device in a list of sessions, partners' (decision 541) and staff's (decision 613): its
 * label, "This device" on the current one, and when it was last used and signed in.
 */
export function DeviceSessionSummary({ row }: { row: DeviceRow }) {
  return (
    <>
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        <MonitorSmartphone aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {row.device}
          {row.current ? (
            <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
              This device
            </span>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {row.current ? "Active now" : `Last used ${row.lastUsed}`} · Signed in {row.signedIn}
        </p>
      </div>
    </>
  );
}
