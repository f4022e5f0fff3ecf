import { MonitorSmartphone } from "lucide-react";
import { IconRowSummary } from "./icon-row-summary";

/** A live session as a list shows it; dates are formatted on the server (India time). */
export type DeviceRow = { id: string; device: string; current: boolean; lastUsed: string; signedIn: string };

/**
 * One signed-in device in a list of sessions, partners' (decision 541) and staff's (decision 613): its
 * label, "This device" on the current one, and when it was last used and signed in.
 */
export function DeviceSessionSummary({ row }: { row: DeviceRow }) {
  return (
    <IconRowSummary
      icon={MonitorSmartphone}
      title={
        <>
          {row.device}
          {row.current ? (
            <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
              This device
            </span>
          ) : null}
        </>
      }
      detail={`${row.current ? "Active now" : `Last used ${row.lastUsed}`} · Signed in ${row.signedIn}`}
    />
  );
}

/**
 * The list of signed-in devices, this one first: each row's summary and, on every other device, `action`
 * (sign it out). The list itself takes focus (`listRef`) when the row that had it is gone.
 */
export function DeviceSessionList({
  rows,
  label,
  listRef,
  className,
  rowClassName,
  action,
}: {
  rows: DeviceRow[];
  label: string;
  listRef: React.Ref<HTMLUListElement>;
  /** Its place on the page. */
  className?: string;
  /** The rows' padding and corners on this page. */
  rowClassName: string;
  action: (row: DeviceRow) => React.ReactNode;
}) {
  return (
    <ul
      ref={listRef}
      tabIndex={-1}
      aria-label={label}
      className={`grid gap-3 rounded-2xl outline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-700 ${className ?? ""}`}
    >
      {rows.map((row) => (
        <li key={row.id} className={`flex flex-wrap items-center gap-4 border border-slate-200 ${rowClassName}`}>
          <DeviceSessionSummary row={row} />
          {row.current ? null : action(row)}
        </li>
      ))}
    </ul>
  );
}
