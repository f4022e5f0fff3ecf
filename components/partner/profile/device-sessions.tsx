"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DeviceSessionList, type DeviceRow } from "@/components/ui/device-session-summary";
import { endAllSessionsAction } from "@/lib/actions/end-all-sessions";
import { endSessionAction } from "@/lib/actions/end-session";
import { failureMessage, runAction } from "../action-result";
import { Panel } from "../dashboard/panel";

type Pending = { kind: "one"; row: DeviceRow } | { kind: "all" } | null;

const TOAST_MS = 3000;

/**
 * Password & Security: where the account is signed in, this device marked. Any other device can be
 * signed out from here; 'Sign out of all devices' ends every session, this one included (decision 541).
 */
export function DeviceSessions({ rows }: { rows: DeviceRow[] }) {
  const titleId = useId();
  const router = useRouter();
  const list = useRef<HTMLUListElement>(null);
  const [pending, setPending] = useState<Pending>(null);
  // Ended here: hidden at once, in the same render that closes the dialog, before the refreshed list arrives.
  const [ended, setEnded] = useState<string[]>([]);
  const shown = rows.filter((row) => !ended.includes(row.id));
  // The ended device's row and button are gone: focus goes to the list, which names what is left.
  const afterEnd = useCallback(() => list.current, []);

  const endOne = async (row: DeviceRow) => {
    const result = await runAction(() => endSessionAction({ sessionId: row.id }));
    if (result.ok) {
      setEnded((before) => [...before, row.id]);
      setPending(null);
      toast.success(`${row.device} is signed out.`, { duration: TOAST_MS });
      return;
    }
    setPending(null);
    toast.error(failureMessage(result, "Could not sign that device out. Please try again."), { duration: TOAST_MS });
    router.refresh();
  };

  const endAll = async () => {
    const result = await runAction(() => endAllSessionsAction({}));
    if (result.ok) {
      // The sign-in screen says what happened (issue 49 m23).
      router.replace("/NewSignIn?notice=signed-out-everywhere");
      return;
    }
    setPending(null);
    toast.error(failureMessage(result, "Could not sign out your devices. Please try again."), { duration: TOAST_MS });
  };

  const signOutAll = (
    <button
      type="button"
      onClick={() => setPending({ kind: "all" })}
      className="flex h-11 items-center gap-2 rounded-xl border border-red-300 px-4 text-sm font-semibold text-red-700 hover:bg-red-50"
    >
      <LogOut aria-hidden="true" className="size-4" />
      Sign out of all devices
    </button>
  );

  return (
    <Panel
      id={titleId}
      title="Signed-in devices"
      size="large"
      description="Where your account is signed in now. Sign out any device you do not recognise or no longer use."
    >
      <DeviceSessionList
        rows={shown}
        label="Signed-in devices, this one first"
        listRef={list}
        className="mt-6"
        rowClassName="rounded-2xl px-5 py-4"
        action={(row) => (
          <button
            type="button"
            aria-label={`Sign out ${row.device}, last used ${row.lastUsed}`}
            onClick={() => setPending({ kind: "one", row })}
            className="h-11 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Sign out
          </button>
        )}
      />
      <div className="mt-6">{signOutAll}</div>
      <ConfirmDialog
        open={pending?.kind === "one"}
        title="Sign out this device?"
        description={
          pending?.kind === "one"
            ? `${pending.row.device} (last used ${pending.row.lastUsed}) will have to sign in again.`
            : ""
        }
        confirmLabel="Sign out"
        busyLabel="Signing out..."
        onCancel={() => setPending(null)}
        onConfirm={() => (pending?.kind === "one" ? endOne(pending.row) : Promise.resolve())}
        fallback={afterEnd}
      />
      <ConfirmDialog
        open={pending?.kind === "all"}
        title="Sign out of all devices?"
        description="Every device signed in to your account is signed out, this one included. You will need your password to sign in again."
        confirmLabel="Sign out everywhere"
        busyLabel="Signing out..."
        onCancel={() => setPending(null)}
        onConfirm={endAll}
      />
    </Panel>
  );
}
