"use client";

import { KeyRound } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { IconRowSummary } from "@/components/ui/icon-row-summary";
import { createApiKeyAction } from "@/lib/actions/create-api-key";
import { revokeApiKeyAction } from "@/lib/actions/revoke-api-key";
import type { ApiKeyView } from "@/lib/data/partner-api-keys";
import { failureMessage, runAction } from "../action-result";
import { Panel } from "../dashboard/panel";
import { CredentialForm } from "./credential-form";
import { CredentialList } from "./credential-list";
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
      <CredentialForm
        label="Create an API key"
        name="name"
        submitLabel="Create key"
        create={(name) => createApiKeyAction({ name })}
        failure="Could not create the key. Please try again."
        onMade={({ name, key }) => setMade({ name, key })}
        width="min-w-64"
        field={{ label: "Key name", hint: "What the key is for, like the shop or till that uses it." }}
      />

      {made ? (
        <ShownOnce
          ref={shownRef}
          message={`Copy the key for “${made.name}” now: it will not be shown again.`}
          value={made.key}
          noun="key"
        />
      ) : null}

      <CredentialList noun="keys" label="Your API keys, newest first" rows={shownRows} listRef={listRef}>
        {(row) => (
          <>
            <IconRowSummary
              icon={KeyRound}
              title={
                <>
                  {row.name}
                  <span className="font-mono text-xs font-normal text-slate-600">{row.prefix}…</span>
                  {row.revokedAt ? (
                    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                      Revoked {row.revokedAt}
                    </span>
                  ) : null}
                </>
              }
              detail={`Created ${row.createdAt} · ${row.lastUsedAt ? `Last used ${row.lastUsedAt}` : "Never used"}`}
            />
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
          </>
        )}
      </CredentialList>
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
