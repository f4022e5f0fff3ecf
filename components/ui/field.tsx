import { useId } from "react";

export const inputClass =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-500/20";

type FieldProps = {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /**
   * The id of a message shown elsewhere that says this field's error (one message for two fields, issue
   * 49 m13): the control is invalid and described by it, and no line of its own repeats it.
   */
  errorShownAt?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => React.ReactNode;
};

/** Label, control and message wired together for screen readers (aria-describedby / aria-invalid). */
export function Field({ label, required, error, hint, errorShownAt, children }: FieldProps) {
  const id = useId();
  const errorId = errorShownAt ?? `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {errorShownAt ? null : <FieldError id={errorId} message={error} />}
    </div>
  );
}

/** A field's error line, announced as it appears; nothing when there is no error. */
export function FieldError({
  id,
  message,
  className = "mt-1.5",
}: {
  id: string;
  message?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={`${className} text-sm font-medium text-red-700`}>
      {message}
    </p>
  );
}

type TextFieldProps = Omit<FieldProps, "children"> &
  Omit<React.ComponentProps<"input">, "id" | "required" | "aria-describedby" | "aria-invalid">;

/**
 * A Field holding one input (any text-like `type`), styled with `inputClass` unless given a class of its own.
 * `required` marks the label with an asterisk and the input as aria-required.
 */
export function TextField({
  label,
  required,
  error,
  hint,
  errorShownAt,
  type = "text",
  className = inputClass,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} required={required} error={error} hint={hint} errorShownAt={errorShownAt}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          aria-required={required ? "true" : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={className}
          {...input}
        />
      )}
    </Field>
  );
}
