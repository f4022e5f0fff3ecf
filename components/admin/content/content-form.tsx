"use client";
import { startTransition, useEffect, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { inputClass } from "@/components/ui/field";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";
import { useHydrated } from "@/components/ui/use-hydrated";
import { CharacterCount, useTypedLength } from "../character-count";
import { FormAlert } from "../form-alert";
import { DraftOffer, DraftStatus, VersionHistory, useDraftAutosave, type EditorHistory } from "./editor-history";
import { useKeptForm, type Action, type KeptField } from "./use-kept-form";

// The console's content forms (posts, services): plain forms posting a server action, so they work
// without JavaScript; what was typed is kept when the server refuses it, and each error sits next to
// its field.

const labelClass = "mb-1.5 block text-sm font-semibold text-slate-800";

type FieldProps = {
  name: string;
  label: string;
  defaultValue: string;
  errors: Record<string, string[]>;
  hint?: string;
  /** A textarea of this many rows; an input when absent. */
  rows?: number;
  /** The most characters the server takes: counted as typed, never cut (console review m10). */
  maxLength?: number;
  mono?: boolean;
  inputMode?: "numeric";
  children?: ReactNode;
};

/** A labelled input or textarea with its hint and its first error, linked for screen readers. */
export function ContentField({
  name,
  label,
  defaultValue,
  errors,
  hint,
  rows,
  maxLength,
  mono,
  inputMode,
  children,
}: FieldProps) {
  const id = `content-${name}`;
  const error = errors[name]?.[0];
  const typed = useTypedLength(defaultValue);
  const box = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(box);
  const count = maxLength ? `${id}-count` : null;
  const described =
    [hint ? `${id}-hint` : null, count, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    defaultValue,
    onInput: maxLength ? typed.onInput : undefined,
    "aria-invalid": Boolean(error),
    "aria-describedby": described,
    className: `${inputClass}${mono ? " font-mono text-sm" : ""}`,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {rows ? <textarea ref={box} rows={rows} {...shared} /> : <input inputMode={inputMode} {...shared} />}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {count && maxLength ? <CharacterCount id={count} length={typed.length} max={maxLength} /> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

const secondary =
  "inline-flex h-11 items-center rounded-xl border border-slate-300 px-5 font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60";
const primary =
  "inline-flex h-11 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

/** 'Publish at' beside Save and publish (decision 206): empty publishes now. */
function PublishAt({ defaultValue, errors }: { defaultValue: string; errors: Record<string, string[]> }) {
  const error = errors.publishAt?.[0];
  return (
    <div>
      <label htmlFor="content-publishAt" className={labelClass}>
        Publish at <span className="font-normal text-slate-500">(India time; empty publishes now)</span>
      </label>
      <input
        id="content-publishAt"
        name="publishAt"
        type="datetime-local"
        step={1}
        defaultValue={defaultValue}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? "content-publishAt-error" : undefined}
        className={`${inputClass} w-auto`}
      />
      {error ? (
        <p id="content-publishAt-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Schedule = { publishAt: string; errors: Record<string, string[]>; scheduledFor?: string | null };

/**
 * Save (draft) and Save and publish / unpublish: the button pressed is the form's `intent`. With a
 * schedule, a draft has 'Publish at' beside Publish, and a scheduled record's second button cancels it.
 */
export function SaveButtons({
  published,
  pending,
  schedule,
}: {
  published: boolean;
  pending: boolean;
  schedule?: Schedule;
}) {
  const scheduled = Boolean(schedule?.scheduledFor);
  const second = !published ? "Save and publish" : scheduled ? "Cancel the schedule" : "Save and unpublish";
  return (
    <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-5">
      <button type="submit" name="intent" value="save" disabled={pending} className={secondary}>
        {published ? "Save" : "Save draft"}
      </button>
      {schedule && !published ? <PublishAt defaultValue={schedule.publishAt} errors={schedule.errors} /> : null}
      <button
        type="submit"
        name="intent"
        value={published ? "unpublish" : "publish"}
        disabled={pending}
        className={published ? secondary : primary}
      >
        {second}
      </button>
    </div>
  );
}

/**
 * A form that saves one record (a post, a service, an announcement): the form's own error, the record and
 * the version it was opened on, its fields, and the save buttons.
 */
export function SaveForm({
  form,
  id,
  updatedAt,
  published,
  schedule,
  confirmPublish,
  children,
}: {
  form: Pick<ReturnType<typeof useKeptForm>, "formProps" | "formAction" | "key" | "formError" | "pending">;
  id?: string;
  updatedAt?: string;
  published: boolean;
  /** Posts and services: 'Publish at', and a scheduled record's time. */
  schedule?: Schedule;
  /** Publishing reaches everyone at once (an announcement on every partner's Home): asked first. */
  confirmPublish?: { title: string; description: string; confirmLabel: string };
  children: ReactNode;
}) {
  // data-hydrated: the form answers as typed from here on (the browser tests wait for it before typing).
  const hydrated = useHydrated();
  const [asking, setAsking] = useState<FormData | null>(null);
  const askFirst = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!confirmPublish || submitter?.getAttribute("value") !== "publish") return;
    event.preventDefault();
    setAsking(new FormData(event.currentTarget, submitter));
  };
  return (
    <>
      <form {...form.formProps} onSubmit={askFirst} key={form.key} data-hydrated={hydrated} className="space-y-5">
        <FormAlert message={form.formError} />
        {id ? <input type="hidden" name="id" value={id} /> : null}
        {updatedAt ? <input type="hidden" name="updatedAt" value={updatedAt} /> : null}
        {children}
        <SaveButtons published={published} pending={form.pending} schedule={schedule} />
      </form>
      {confirmPublish ? (
        <ConfirmDialog
          open={asking !== null}
          title={confirmPublish.title}
          description={confirmPublish.description}
          confirmLabel={confirmPublish.confirmLabel}
          busyLabel="Publishing..."
          onCancel={() => setAsking(null)}
          onConfirm={async () => {
            const sent = asking;
            setAsking(null);
            if (sent) startTransition(() => form.formAction(sent));
          }}
        />
      ) : null}
    </>
  );
}

/** What an edit page passes to a post's or a service's form: the record's state and its fields' values. */
export type ScheduledRecord<V> = {
  id?: string;
  updatedAt?: string;
  published: boolean;
  scheduledFor?: string | null;
  initial: V;
  /** Autosaved drafts and saved versions (decisions 624, 625). */
  history?: EditorHistory;
};

/**
 * A post's or a service's form (decision 608): a SaveForm with 'Publish at' and a scheduled record's
 * time; `children` lays out the fields from the kept form's `field`.
 */
export function ScheduledForm<V extends Record<string, string> & { publishAt: string }>({
  action,
  initial,
  scheduledFor,
  children,
  history,
  ...record
}: ScheduledRecord<V> & { action: Action; children: (field: (name: keyof V & string) => KeptField) => ReactNode }) {
  // A restored draft or version replaces what the fields show (re-mounted under a new key), unsaved.
  const [loaded, setLoaded] = useState<{ values: V; count: number } | null>(null);
  const form = useKeptForm(action, loaded?.values ?? initial, { draftsKept: history !== undefined });
  const [offering, setOffering] = useState(Boolean(history?.draft));
  const { publishAt: _publishAt, ...baseline } = initial;
  const autosave = useDraftAutosave({ formId: form.id, history, baseline, paused: offering });
  const { check } = autosave;
  // What a refused save or a loaded version left in the fields is kept as a draft at once.
  useEffect(() => {
    if ((form.state && !form.state.ok) || loaded) void check();
  }, [form.state, loaded, check]);
  // A restored draft or version changed the fields without typing: tell listeners (the live preview).
  useEffect(() => {
    if (loaded) document.getElementById(form.id)?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [loaded, form.id]);
  const load = (fields: Record<string, string>, restoredDraft: boolean) => {
    const values = { ...initial, ...Object.fromEntries(Object.keys(baseline).map((k) => [k, fields[k] ?? ""])) };
    if (restoredDraft) autosave.keptAs(Object.fromEntries(Object.keys(baseline).map((k) => [k, values[k] ?? ""])));
    setLoaded({ values: values as V, count: (loaded?.count ?? 0) + 1 });
  };
  const schedule = { publishAt: form.values.publishAt, errors: form.errors, scheduledFor };
  return (
    <>
      {history && offering ? (
        <DraftOffer history={history} onRestore={(fields) => load(fields, true)} onDone={() => setOffering(false)} />
      ) : null}
      <SaveForm
        form={loaded ? { ...form, key: `${form.key}-loaded-${loaded.count}` } : form}
        {...record}
        schedule={schedule}
      >
        {children(form.field)}
      </SaveForm>
      {history ? <DraftStatus status={autosave.status} /> : null}
      {history ? <VersionHistory history={history} onLoad={(fields) => load(fields, false)} /> : null}
    </>
  );
}

export { FormAlert };
