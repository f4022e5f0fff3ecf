"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { runAction } from "@/components/partner/action-result";
import { discardDraftAction, loadVersionAction, saveDraftAction } from "@/lib/actions/staff/content-drafts";
import { formatDateTime } from "@/lib/format/console-date";

// The editor that never loses text (decisions 624, 625): what a staff member types is kept as their own
// draft a couple of seconds after they stop; opening the editor with a draft newer than the record offers
// it back; and the record's saved versions can be loaded into the form (saved only when they save).

type Fields = Record<string, string>;

/** What an edit page passes about the record's drafts and versions (absent: none of this is shown). */
export type EditorHistory = {
  kind: "post" | "service";
  /** "" for a new record. */
  recordId: string;
  /** The staff member's own draft, when newer than the record's last save. */
  draft: { fields: Fields; savedAt: string } | null;
  /** The last saves, newest first. */
  versions: { id: string; author: string | null; createdAt: string }[];
};

/** How long after the last keystroke the draft is written. */
export const AUTOSAVE_DELAY_MS = 2000;

const secondary =
  "inline-flex h-10 items-center rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60";
const primary =
  "inline-flex h-10 items-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

const when = (iso: string) => formatDateTime(new Date(iso));

function formFields(formId: string, names: readonly string[]): Fields | null {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return null;
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? "")]));
}

type Status =
  { state: "idle" } | { state: "saving" } | { state: "saved"; at: string } | { state: "failed"; message: string };

/**
 * Writes the form's fields as the staff member's draft `AUTOSAVE_DELAY_MS` after typing stops, and when
 * the page is hidden; nothing is written while the fields equal what was last kept (`baseline` at first),
 * or while `paused` (a draft is being offered back). `check()` writes at once if anything changed.
 */
export function useDraftAutosave({
  formId,
  history,
  baseline,
  paused,
}: {
  formId: string;
  history: EditorHistory | undefined;
  baseline: Fields;
  paused: boolean;
}) {
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const names = Object.keys(baseline);
  const kept = useRef(JSON.stringify(baseline));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const startChecked = useRef(false);
  const namesKey = names.join(",");

  /** The fields as last typed: a page left before the wait is over still writes them (console review). */
  const typedLast = useRef<Fields | null>(null);

  const check = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!history || paused) return;
    const fields = formFields(formId, namesKey.split(",")) ?? typedLast.current;
    typedLast.current = null;
    if (!fields) return;
    const json = JSON.stringify(fields);
    if (json === kept.current) return;
    setStatus({ state: "saving" });
    const result = await runAction(() => saveDraftAction({ kind: history.kind, recordId: history.recordId, fields }));
    if (result.ok) {
      kept.current = json;
      setStatus({ state: "saved", at: result.data.savedAt });
    } else setStatus({ state: "failed", message: result.formError ?? "The draft could not be saved." });
  }, [formId, history, paused, namesKey]);

  useEffect(() => {
    if (!history) return;
    const typed = (event: Event) => {
      // getAttribute: the form's `id` property is its hidden field named "id", not its own id.
      const target = event.target as HTMLInputElement | null;
      if (target?.form?.getAttribute("id") !== formId) return;
      typedLast.current = formFields(formId, namesKey.split(","));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void check(), AUTOSAVE_DELAY_MS);
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") void check();
    };
    // A save is under way: a draft written after it would outlive it (a refused save writes one then).
    const submitted = (event: Event) => {
      if ((event.target as HTMLElement | null)?.getAttribute("id") !== formId) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      typedLast.current = null;
    };
    document.addEventListener("input", typed);
    document.addEventListener("visibilitychange", hidden);
    document.addEventListener("submit", submitted);
    // Once, on the first mount: what was typed before the page's script ran (kept by
    // useTypedBeforeHydration) is written too. Not again when a save hands down a new `history`: the
    // fields then hold the saved text, which is not a draft.
    if (!startChecked.current) {
      startChecked.current = true;
      timer.current = setTimeout(() => void check(), AUTOSAVE_DELAY_MS);
    }
    return () => {
      document.removeEventListener("input", typed);
      document.removeEventListener("visibilitychange", hidden);
      document.removeEventListener("submit", submitted);
      // Leaving the page (a link in the console) while a draft waits to be written: written now, from
      // what was last typed (the form is gone by now), not dropped with the timer.
      if (timer.current !== undefined && typedLast.current) void check();
      clearTimeout(timer.current);
    };
  }, [formId, history, check, namesKey]);

  /** The fields now equal what `fields` holds (a restored draft): nothing new to keep. */
  const keptAs = useCallback((fields: Fields) => {
    kept.current = JSON.stringify(fields);
  }, []);

  return { status, check, keptAs };
}

/** "Draft saved at …": read out politely, next to the form. */
export function DraftStatus({ status }: { status: Status }) {
  const text =
    status.state === "saving"
      ? "Saving a draft…"
      : status.state === "saved"
        ? `Draft saved ${when(status.at)}. Only you can see it until you save.`
        : status.state === "failed"
          ? `Draft not saved: ${status.message}`
          : "";
  return (
    <p
      role="status"
      className={`mt-3 text-sm empty:mt-0 ${status.state === "failed" ? "font-medium text-red-700" : "text-slate-500"}`}
    >
      {text}
    </p>
  );
}

/** "Restore your unsaved changes from …?" with Restore and Discard. */
export function DraftOffer({
  history,
  onRestore,
  onDone,
}: {
  history: EditorHistory;
  onRestore: (fields: Fields) => void;
  onDone: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const draft = history.draft;
  if (!draft) return null;
  const discard = async () => {
    setPending(true);
    const result = await runAction(() => discardDraftAction({ kind: history.kind, recordId: history.recordId }));
    setPending(false);
    if (result.ok) onDone();
    else setError(result.formError ?? "The draft could not be discarded.");
  };
  return (
    <section
      aria-labelledby="draft-offer-heading"
      className="mb-5 space-y-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h2 id="draft-offer-heading" className="font-semibold">
        Restore your unsaved changes from {when(draft.savedAt)}?
      </h2>
      <p>Your draft is kept until you restore or discard it.</p>
      {error ? (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={primary}
          disabled={pending}
          onClick={() => {
            onRestore(draft.fields);
            onDone();
          }}
        >
          Restore
        </button>
        <button type="button" className={secondary} disabled={pending} onClick={() => void discard()}>
          Discard
        </button>
      </div>
    </section>
  );
}

/** The record's last saves, who and when, each with "Restore" (loads it into the form, unsaved). */
export function VersionHistory({ history, onLoad }: { history: EditorHistory; onLoad: (fields: Fields) => void }) {
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  if (!history.recordId) return null;
  const load = async (version: EditorHistory["versions"][number]) => {
    setPending(version.id);
    const result = await runAction(() =>
      loadVersionAction({ kind: history.kind, recordId: history.recordId, versionId: version.id }),
    );
    setPending(null);
    if (!result.ok) return setMessage({ text: result.formError ?? "This version could not be loaded.", error: true });
    onLoad(result.data.fields);
    setMessage({
      text: `The version of ${when(version.createdAt)} is in the form. It is not saved until you save.`,
    });
  };
  return (
    <section aria-labelledby="history-heading" className="mt-6 border-t border-slate-200 pt-5">
      <h2 id="history-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
        History
      </h2>
      <p className="mt-1 text-sm text-slate-500">The last saves, newest first: who saved and when.</p>
      <p
        role="status"
        className={`mt-2 text-sm empty:mt-0 ${message?.error ? "font-medium text-red-700" : "font-medium text-emerald-800"}`}
      >
        {message?.text ?? ""}
      </p>
      {history.versions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No saves recorded yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {history.versions.map((version, index) => (
            <li key={version.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-800">{when(version.createdAt)}</span>
                <span className="text-slate-600"> · {version.author ?? "A former staff member"}</span>
                {index === 0 ? <span className="text-slate-500"> (current)</span> : null}
              </span>
              <button
                type="button"
                className={secondary}
                disabled={pending !== null}
                aria-label={`Restore the version of ${when(version.createdAt)}`}
                onClick={() => void load(version)}
              >
                Restore
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
