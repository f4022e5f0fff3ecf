"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { ACTIONS_COLUMN, TableHead } from "@/components/ui/table-head";
import { resendWebhookDeliveryAction } from "@/lib/actions/resend-webhook-delivery";
import type { WebhookDeliveryView } from "@/lib/data/webhook-deliveries";
import { failureMessage, runAction } from "../action-result";
import { Panel, PanelTable } from "../dashboard/panel";

/** A delivery as the log shows it: its times formatted on the server (India time). */
export type WebhookDeliveryRow = WebhookDeliveryView;

const STATES: Record<WebhookDeliveryRow["status"], { label: string; tone: string }> = {
  QUEUED: { label: "Queued", tone: "bg-slate-100 text-slate-800" },
  SENDING: { label: "Sending", tone: "bg-sky-100 text-sky-900" },
  DELIVERED: { label: "Delivered", tone: "bg-emerald-100 text-emerald-900" },
  RETRYING: { label: "Retrying", tone: "bg-amber-100 text-amber-900" },
  FAILED: { label: "Failed", tone: "bg-red-100 text-red-900" },
};

const EVENTS: Record<string, string> = { "claim.created": "Claim", "redemption.created": "Redemption" };

function lastAnswer(row: WebhookDeliveryRow): string {
  if (row.lastStatusCode !== null) return `${row.lastStatusCode}${row.lastError ? ` · ${row.lastError}` : ""}`;
  return row.lastError ?? "—";
}

/**
 * Profile › Webhooks' delivery log (decision 561): each event sent to an endpoint, its state, attempts and
 * the endpoint's last answer (a short excerpt), and "Send again" for any delivery not being sent (shown,
 * unavailable, while it is).
 */
export function WebhookDeliveries({ rows, keepDays }: { rows: WebhookDeliveryRow[]; keepDays: number }) {
  const router = useRouter();
  const titleId = useId();
  const [sending, setSending] = useState<string | null>(null);
  const [refreshing, startRefresh] = useTransition();

  // The buttons stay enabled while busy (a disabled button drops the keyboard's focus); a second press waits.
  const again = async (row: WebhookDeliveryRow) => {
    if (sending) return;
    setSending(row.id);
    const result = await runAction(() => resendWebhookDeliveryAction({ id: row.id }));
    setSending(null);
    if (result.ok) toast.success(`${EVENTS[row.type] ?? row.type} sent again to ${row.url}.`);
    else toast.error(failureMessage(result, "Could not send it again. Please try again."));
    router.refresh();
  };

  return (
    <Panel
      id={titleId}
      title="Delivery log"
      size="large"
      description={`The newest 50 deliveries. Delivered and failed ones are kept for ${keepDays} days.`}
      action={
        <button
          type="button"
          onClick={() => (refreshing ? undefined : startRefresh(() => router.refresh()))}
          aria-disabled={refreshing}
          className="flex h-11 items-center gap-2 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 aria-disabled:opacity-60"
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? "animate-spin" : ""}`} />
          {refreshing ? "Refreshing..." : "Refresh"}
        </button>
      }
    >
      {rows.length === 0 ? (
        <p className="mt-6 text-sm text-slate-600">
          Nothing sent yet. Each new claim and redemption of your offers is sent to your endpoints.
        </p>
      ) : (
        <PanelTable
          className="mt-6"
          tableClassName="w-full min-w-[44rem] text-left text-sm"
          bodyClassName="divide-y divide-slate-100"
          caption="Webhook deliveries, newest first"
          head={
            <TableHead
              className="border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-600"
              columns={["Event", "State", "Last answer", "Attempts", ACTIONS_COLUMN]}
            />
          }
        >
          {rows.map((row) => {
            const state = STATES[row.status];
            const event = EVENTS[row.type] ?? row.type;
            // Pressed here and waiting, or found being sent by a refresh: either way a press sends nothing.
            const busy = sending === row.id || row.status === "SENDING";
            return (
              <tr key={row.id} className="align-top">
                <td className="py-3 pr-4">
                  <p className="font-semibold text-ink">{event}</p>
                  <p className="text-slate-600">{row.createdAt}</p>
                  <p className="max-w-56 truncate text-slate-600" title={row.url}>
                    {row.url}
                  </p>
                </td>
                <td className="py-3 pr-4">
                  <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${state.tone}`}>
                    {state.label}
                  </span>
                  {row.deliveredAt ? <p className="mt-1 text-slate-600">{row.deliveredAt}</p> : null}
                  {row.nextAttemptAt && row.status === "RETRYING" ? (
                    <p className="mt-1 text-slate-600">Next try {row.nextAttemptAt}</p>
                  ) : null}
                </td>
                <td className="max-w-64 break-words py-3 pr-4 text-slate-700">{lastAnswer(row)}</td>
                <td className="py-3 pr-4 tabular-nums text-slate-700">{row.attempts}</td>
                <td className="py-3 text-right">
                  {/* Kept while the delivery is being sent, unavailable: a refresh that finds it sending
                      must not take away the button the keyboard's focus is on. */}
                  <button
                    type="button"
                    aria-label={`Send again: ${event} of ${row.createdAt}`}
                    onClick={() => (busy ? undefined : again(row))}
                    aria-disabled={busy}
                    className="h-10 whitespace-nowrap rounded-xl border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 aria-disabled:opacity-60"
                  >
                    {busy ? "Sending..." : "Send again"}
                  </button>
                </td>
              </tr>
            );
          })}
        </PanelTable>
      )}
    </Panel>
  );
}
