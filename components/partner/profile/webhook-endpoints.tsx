"use client";

import { Webhook } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { IconRowSummary } from "@/components/ui/icon-row-summary";
import { createWebhookEndpointAction } from "@/lib/actions/create-webhook-endpoint";
import { deleteWebhookEndpointAction } from "@/lib/actions/delete-webhook-endpoint";
import { rotateWebhookSecretAction } from "@/lib/actions/rotate-webhook-secret";
import type { WebhookEndpointView } from "@/lib/data/webhook-endpoints";
import { failureMessage, runAction } from "../action-result";
import { Panel } from "../dashboard/panel";
import { CredentialForm } from "./credential-form";
import { CredentialList } from "./credential-list";
import { ShownOnce } from "./shown-once";

/** An endpoint as the list shows it: its date formatted on the server (India time). */
export type WebhookEndpointRow = WebhookEndpointView;

type Pending = { kind: "rotate" | "remove"; row: WebhookEndpointRow };

const buttonClass =
  "h-11 rounded-xl border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * Profile › Webhooks (decision 561): an https endpoint told of claims and redemptions, its signing secret
 * shown once (when added or rotated; it is kept sealed), removed here.
 */
export function WebhookEndpoints({ rows, max }: { rows: WebhookEndpointRow[]; max: number }) {
  const router = useRouter();
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const shownRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ url: string; secret: string; rotated: boolean } | null>(null);
  const [asking, setAsking] = useState<Pending | null>(null);
  const afterDialog = useCallback(() => listRef.current, []);
  // A new secret is shown once: the dialog that made it hands the focus to it, not back to its opener.
  const secretMade = useRef(false);
  const toSecret = useCallback(() => {
    const made = secretMade.current;
    secretMade.current = false;
    return made ? shownRef.current : null;
  }, []);

  useEffect(() => {
    if (shown) shownRef.current?.focus();
  }, [shown]);

  const confirm = async ({ kind, row }: Pending) => {
    if (kind === "rotate") {
      const result = await runAction(() => rotateWebhookSecretAction({ id: row.id }));
      setAsking(null);
      if (result.ok) {
        secretMade.current = true;
        setShown({ url: row.url, secret: result.data.secret, rotated: true });
      } else toast.error(failureMessage(result, "Could not make a new secret. Please try again."));
    } else {
      const result = await runAction(() => deleteWebhookEndpointAction({ id: row.id }));
      setAsking(null);
      if (result.ok) {
        if (shown?.url === row.url) setShown(null);
        toast.success("Endpoint removed. Nothing more is sent to it.");
      } else toast.error(failureMessage(result, "Could not remove the endpoint. Please try again."));
    }
    router.refresh();
  };

  return (
    <Panel
      id={titleId}
      title="Webhooks"
      size="large"
      description="Your server is told of each claim and redemption of your offers: a signed POST to your https endpoint, retried until it answers. The API documentation's Webhooks section shows how to check the signature."
    >
      <CredentialForm
        label="Add a webhook endpoint"
        name="url"
        submitLabel="Add endpoint"
        create={(url) => createWebhookEndpointAction({ url })}
        failure="Could not add the endpoint. Please try again."
        onMade={({ url, secret }) => setShown({ url, secret, rotated: false })}
        width="min-w-72"
        field={{
          label: "Endpoint address",
          type: "url",
          inputMode: "url",
          placeholder: "https://shop.example.com/webhooks",
          hint: `An https address on the public internet. Up to ${max} endpoints.`,
        }}
      />

      {shown ? (
        <ShownOnce
          ref={shownRef}
          message={`Copy the ${shown.rotated ? "new " : ""}signing secret for ${shown.url} now: it will not be shown again.`}
          value={shown.secret}
          noun="secret"
        />
      ) : null}

      <CredentialList noun="endpoints" label="Your webhook endpoints, newest first" rows={rows} listRef={listRef}>
        {(row) => (
          <>
            <IconRowSummary
              icon={Webhook}
              titleClassName="break-all font-semibold text-ink"
              title={row.url}
              detail={
                <>
                  Added {row.createdAt} · Secret <span className="font-mono">{row.secretPrefix}…</span>
                </>
              }
            />
            <button
              type="button"
              aria-label={`New secret for ${row.url}`}
              onClick={() => setAsking({ kind: "rotate", row })}
              className={`${buttonClass} border-slate-300 text-slate-800 hover:bg-slate-50`}
            >
              New secret
            </button>
            <button
              type="button"
              aria-label={`Remove ${row.url}`}
              onClick={() => setAsking({ kind: "remove", row })}
              className={`${buttonClass} border-red-300 text-red-700 hover:bg-red-50`}
            >
              Remove
            </button>
          </>
        )}
      </CredentialList>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.kind === "rotate" ? "Make a new signing secret?" : "Remove this endpoint?"}
        description={
          asking?.kind === "rotate"
            ? `The current secret of ${asking.row.url} stops signing at once: update your server with the new one.`
            : asking
              ? `${asking.row.url} gets nothing more, and its delivery log is removed.`
              : ""
        }
        confirmLabel={asking?.kind === "rotate" ? "Make new secret" : "Remove"}
        busyLabel={asking?.kind === "rotate" ? "Making..." : "Removing..."}
        onCancel={() => setAsking(null)}
        onConfirm={() => (asking ? confirm(asking) : Promise.resolve())}
        fallback={afterDialog}
        focusAfter={toSecret}
      />
    </Panel>
  );
}
