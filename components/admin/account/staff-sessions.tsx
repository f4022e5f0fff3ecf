"use client";
import { useRef, useState } from "react";
import { DeviceSessionList, type DeviceRow } from "@/components/ui/device-session-summary";
import { endStaffSessionAction } from "@/lib/actions/staff/end-session";
import { StaffAction } from "../staff/staff-action";

/**
 * Your account's signed-in sessions (decision 613): this one first and marked; any other can be ended
 * here. This one ends with Sign out.
 */
export function StaffSessions({ rows }: { rows: DeviceRow[] }) {
  const list = useRef<HTMLUListElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <DeviceSessionList
        rows={rows}
        label="Signed-in sessions, this one first"
        listRef={list}
        rowClassName="rounded-xl px-4 py-3"
        action={(row) => (
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
      />
      {failure ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
    </>
  );
}
