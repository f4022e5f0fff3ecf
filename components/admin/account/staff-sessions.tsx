"use client";
import { MonitorSmartphone } from "lucide-react";
import { useRef, useState } from "react";
import { endStaffSessionAction } from "@/lib/actions/staff/end-session";
import { StaffAction } from "../staff/staff-action";

/** A live console session as the list shows it; dates formatted on the server (India time). */
export type StaffSessionRow = { id: string; device: string; current: boolean; lastUsed: string; signedIn: string };

/**
 * Your account's signed-in sessions (decision 613): this one first and marked; any other can be ended
 * here. This one ends with Sign out.
 */
export function StaffSessions({ rows }: { rows: StaffSessionRow[] }) {
  const list = useRef<HTMLUListElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <ul
        ref={list}
        tabIndex={-1}
        aria-label="Signed-in sessions, this one first"
        className="grid gap-3 rounded-2xl outline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 px-4 py-3">
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
              <p className="mt-0.5 text-sm text-slate-600">
                {row.current ? "Active now" : `Last used ${row.lastUsed}`} · Signed in {row.signedIn}
              </p>
            </div>
            {row.current ? null : (
              <StaffAction
                label="End session"
                detail={`${row.device}, last used ${row.lastUsed}`}
                confirm={{
                  title: "End this session?",
                  description: `${row.device} (last used ${row.lastUsed}) is signed out and needs your password to come back.`,
                  confirmLabel: "End session",
                  busyLabel: "Ending...",
                }}
                run={() => endStaffSessionAction({ sessionId: row.id })}
                onFailure={setFailure}
                fallback={() => list.current}
              />
            )}
          </li>
        ))}
      </ul>
      {failure ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
    </>
  );
}
