"use client";

import { KeyRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { createApiKeyAction } from "@/lib/actions/create-api-key";
import { revokeApiKeyAction } from "@/lib/actions/revoke-api-key";
import type { ApiKeyView } from "@/lib/data/partner-api-keys";
import { failureMessage, runAction } from "../action-result";
import { Panel } from "../dashboard/panel";
import { ShownOnce } from "./shown-once";

/** A key as the list shows it: the data layer's view, its dates formatted on the server (India time). */
export type ApiKeyRow = ApiKeyView;

/**
 * Profile › API Keys (decision 557): a key for the merchant's own checkout, named, shown once after it is
 * made (only its digest is kept), and revoked here; a revoked key is refused at once.
 */
export function ApiKeys({ rows }: { rows: ApiKeyRow[] }) {
  const router = useRouter();
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const shownRef = useRef<HTMLDivElement>(null);
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  // Revoked here: shown so at once, in the render that closes the dialog, before the refreshed list comes.
  const [ended, setEnded] = useState<string[]>([]);
  const shownRows = rows.map((row) =>
    !row.revokedAt && ended.includes(row.id) ? { ...row, revokedAt: "just now" } : row,
  );
  const afterRevoke = useCallback(() => listRef.current, []);

  useEffect(() => {
    if (made) shownRef.current?.focus();
  }, [made]);

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setNameError(undefined);
    const result = await runAction(() => createApiKeyAction({ name }));
    setPending(false);
    if (result.ok) {
      setMade({ name: result.data.name, key: result.data.key });
      setName("");
      router.refresh();
      return;
    }
    const message = result.fieldErrors?.name?.[0];
    if (message) setNameError(message);
    else toast.error(failureMessage(result, "Could not create the key. Please try again."));
  };

  const revoke = async (row: ApiKeyRow) => {
    const result = await runAction(() => revokeApiKeyAction({ id: row.id }));
    if (result.ok) setEnded((before) => [...before, row.id]);
    setRevoking(null);
    if (result.ok) toast.success(`${row.name} is revoked. Requests with it are refused from now on.`);
    else toast.error(failureMessage(result, "Could not revoke the key. Please try again."));
    router.refresh();
  };

  return (
    <Panel
      id={titleId}
      title="API Keys"
      size="large"
      description="Your own checkout redeems codes with a key (POST /api/v1/redemptions) and may read your coupons; nothing else. Keep keys secret, like a password."
    >
      <form
        method="post"
        noValidate
        onSubmit={create}
        aria-label="Create an API key"
        className="mt-6 flex flex-wrap items-start gap-4"
      >
        <div className="min-w-64 flex-1">
          <TextField
            label="Key name"
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            hint="What the key is for, like the shop or till that uses it."
            error={nameError}
            autoComplete="off"
            required
          />
        </div>
        <SubmitButton pending={pending} className="mt-7">
          Create key
        </SubmitButton>
      </form>

      {made ? (
        <ShownOnce
          ref={shownRef}
          message={`Copy the key for “${made.name}” now: it will not be shown again.`}
          value={made.key}
          noun="key"
        />
      ) : null}

      <h3 className="mt-8 text-base font-bold text-ink">Your keys</h3>
      {shownRows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No keys yet.</p>
      ) : (
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label="Your API keys, newest first"
          className="mt-3 grid gap-3 focus:outline-none"
        >
          {shownRows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 px-5 py-4"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <KeyRound aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {row.name}
                  <span className="font-mono text-xs font-normal text-slate-600">{row.prefix}…</span>
                  {row.revokedAt ? (
                    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                      Revoked {row.revokedAt}
                    </span>
                  ) : null}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  Created {row.createdAt} · {row.lastUsedAt ? `Last used ${row.lastUsedAt}` : "Never used"}
                </p>
              </div>
              {row.revokedAt ? null : (
                <button
                  type="button"
                  aria-label={`Revoke ${row.name}`}
                  onClick={() => setRevoking(row)}
                  className="h-11 rounded-xl border border-red-300 px-4 text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  Revoke
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this key?"
        description={
          revoking
            ? `${revoking.name} (${revoking.prefix}…) stops working at once. A checkout using it will be refused.`
            : ""
        }
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        onCancel={() => setRevoking(null)}
        onConfirm={() => (revoking ? revoke(revoking) : Promise.resolve())}
        fallback={afterRevoke}
      />
    </Panel>
  );
}
