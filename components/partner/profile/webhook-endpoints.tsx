"use client";

import { Webhook } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { createWebhookEndpointAction } from "@/lib/actions/create-webhook-endpoint";
import { deleteWebhookEndpointAction } from "@/lib/actions/delete-webhook-endpoint";
import { rotateWebhookSecretAction } from "@/lib/actions/rotate-webhook-secret";
import type { WebhookEndpointView } from "@/lib/data/webhook-endpoints";
import { failureMessage, runAction } from "../action-result";
import { Panel } from "../dashboard/panel";
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
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string>();
  const [pending, setPending] = useState(false);
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

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setUrlError(undefined);
    const result = await runAction(() => createWebhookEndpointAction({ url }));
    setPending(false);
    if (result.ok) {
      setShown({ url: result.data.url, secret: result.data.secret, rotated: false });
      setUrl("");
      router.refresh();
      return;
    }
    const message = result.fieldErrors?.url?.[0];
    if (message) setUrlError(message);
    else toast.error(failureMessage(result, "Could not add the endpoint. Please try again."));
  };

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
      <form
        method="post"
        noValidate
        onSubmit={create}
        aria-label="Add a webhook endpoint"
        className="mt-6 flex flex-wrap items-start gap-4"
      >
        <div className="min-w-72 flex-1">
          <TextField
            label="Endpoint address"
            name="url"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://shop.example.com/webhooks"
            hint={`An https address on the public internet. Up to ${max} endpoints.`}
            error={urlError}
            autoComplete="off"
            required
          />
        </div>
        <SubmitButton pending={pending} className="mt-7">
          Add endpoint
        </SubmitButton>
      </form>

      {shown ? (
        <ShownOnce
          ref={shownRef}
          message={`Copy the ${shown.rotated ? "new " : ""}signing secret for ${shown.url} now: it will not be shown again.`}
          value={shown.secret}
          noun="secret"
        />
      ) : null}

      <h3 className="mt-8 text-base font-bold text-ink">Your endpoints</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No endpoints yet.</p>
      ) : (
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label="Your webhook endpoints, newest first"
          className="mt-3 grid gap-3 focus:outline-none"
        >
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 px-5 py-4"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Webhook aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="break-all font-semibold text-ink">{row.url}</p>
                <p className="mt-1 text-sm text-slate-600">
                  Added {row.createdAt} · Secret <span className="font-mono">{row.secretPrefix}…</span>
                </p>
              </div>
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
            </li>
          ))}
        </ul>
      )}
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
