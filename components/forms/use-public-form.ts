import { type BaseSyntheticEvent, useActionState, useState } from "react";
import { type DefaultValues, type FieldErrors, type Path, useForm } from "react-hook-form";
import { wantToaster } from "@/components/ui/deferred-toaster";
import { newIdempotencyKey } from "@/components/forms/idempotency-key";
import { MISSING_FIELDS_MESSAGE } from "@/lib/validations/form-messages";
import { honeypotValue } from "./honeypot-field";
import type { LazyResolver } from "./lazy-resolver";
import type { FormFailure, FormResult, FormToasts } from "./send-form";
import type { FormToast } from "./toasts";

type Values = Record<string, string | boolean>;
type TextName<V> = { [K in keyof V]-?: NonNullable<V[K]> extends string ? K : never }[keyof V] & string;

export type PublicFormOptions<V extends Values, O extends object> = {
  /** Without JavaScript the browser posts the form to this server action (useActionState). */
  action: (previous: unknown, form: FormData) => Promise<FormResult>;
  /**
   * The form's page, where that post goes: the form's `action` attribute. Without it React writes
   * `action=""`, which browsers read as this page but HTML does not allow (issue 51, S6).
   */
  page: string;
  /** With JavaScript the form posts JSON to the same operation's route (spec 7), 10 s at most. */
  endpoint: string;
  validation: LazyResolver<V, O>;
  empty: V;
  /** What the JSON path sends, when not the validated values. */
  body?: (values: O) => object;
  /** Spec 7 (lead sign-up): only this status means success; otherwise any 2xx does. */
  successStatus?: number;
  /** The JavaScript path's toasts. */
  toasts: FormToasts;
  /** The toast when the form's own check refuses it; by default 'Missing Fields' when that is why. */
  invalidToast?: (errors: FieldErrors<V>) => FormToast | undefined;
};

/** What the `<form>` element gets (PublicForm spreads them). */
export type PublicFormProps = {
  action: (form: FormData) => void;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onFocus: () => void;
};

const REQUIRED = "This field is required";

// The request, the reading of its answer and the toasts are needed only once a form is sent: they load
// with the validator, on the first focus into the form (decision 311), not with the page.
const loadSender = () => import("./send-form");
const UNREACHABLE: FormFailure = { ok: false, code: "service_unavailable" };

/** What a form posted without JavaScript had typed, back as its values after a refusal ("on" ticks a box). */
export function keptValues<V extends Values>(empty: V, outcome: FormResult | null): V {
  if (!outcome || outcome.ok || !outcome.submitted) return empty;
  const typed = outcome.submitted;
  const kept: Values = {};
  for (const [name, value] of Object.entries(empty))
    kept[name] = typeof value === "boolean" ? typed[name] === "on" : (typed[name] ?? "");
  return kept as V;
}

/**
 * The public forms' one client side (decision 316). With JavaScript: react-hook-form and the form's
 * lazily loaded schema, then JSON to `endpoint` with a per-attempt Idempotency-Key and the spec's
 * toasts; cleared on success, kept on failure. Without it: the browser posts to `action`, and the page
 * comes back with its answer (`outcome`, for FormOutcome) and the fields refilled (`kept`).
 */
export function usePublicForm<V extends Values, O extends object>(options: PublicFormOptions<V, O>) {
  const { action, page, endpoint, validation, empty, body, successStatus, toasts } = options;
  const [outcome, formAction] = useActionState<FormResult | null, FormData>(action, null, page);
  const kept = keptValues(empty, outcome);
  /** The last answer on the JavaScript path. */
  const [result, setResult] = useState<FormResult | null>(null);
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const form = useForm<V, unknown, O>({ resolver: validation.resolver, defaultValues: kept as DefaultValues<V> });
  const { errors, isSubmitting } = form.formState;

  const send = async (values: O, event?: BaseSyntheticEvent) => {
    setResult(null);
    const payload = { ...(body ? body(values) : values), ...honeypotValue(event) };
    const answer = await loadSender().then(
      ({ sendForm }) => sendForm(endpoint, payload, { idempotencyKey: attemptKey, successStatus, toasts }),
      () => UNREACHABLE,
    );
    if (answer.ok) {
      form.reset(empty);
      setAttemptKey(newIdempotencyKey());
    }
    setResult(answer);
  };
  const refused = (fieldErrors: FieldErrors<V>) =>
    void loadSender().then(
      ({ announceInvalid }) => announceInvalid(fieldErrors, options.invalidToast, toasts.duration),
      () => {},
    );

  const formProps: PublicFormProps = {
    action: formAction,
    onSubmit: form.handleSubmit(send, refused),
    onFocus: () => {
      validation.preload();
      wantToaster();
      void loadSender().catch(() => {});
    },
  };

  /** The field's message: the form's own check, else the server's after a post without JavaScript. */
  const errorFor = (name: keyof V & string): string | undefined => {
    const own = (errors as Record<string, { message?: string } | undefined>)[name];
    const posted = outcome && !outcome.ok ? outcome.fieldErrors?.[name]?.[0] : undefined;
    const message = own ? own.message || REQUIRED : posted;
    // 'Missing Fields' is the toast's text (spec 5); under a field it reads as the field's own.
    return message === MISSING_FIELDS_MESSAGE ? REQUIRED : message;
  };

  return {
    form,
    formProps,
    outcome,
    result,
    kept,
    pending: isSubmitting,
    errorFor,
    /** A text control's registration, its value after a refusal and its message, for a Labelled* control. */
    field: (name: TextName<V>) => ({
      ...form.register(name as unknown as Path<V>),
      defaultValue: kept[name] as string,
      error: errorFor(name),
    }),
    startOver: () => {
      form.reset(empty);
      setResult(null);
      setAttemptKey(newIdempotencyKey());
    },
  };
}
