"use client";

import { NoScriptNote } from "@/components/ui/noscript-note";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ActionResult } from "@/lib/operations/action";
import { applyFieldErrors, failureMessage, runAction } from "./action-result";
import { AlertModal, useAlert } from "./alert-modal";

/**
 * What every partner auth form shares: its form element (to return focus after an alert), the modal
 * alert, and a navigation to the next step that keeps the submit button busy until it lands.
 */
export function useFormFlow() {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [navigating, startNavigation] = useTransition();
  const [done, setDone] = useState(false);
  const alert = useAlert();
  return {
    ...alert,
    formRef,
    navigating,
    /** The step is finished: its controls stay off while the next screen loads. */
    done,
    /** Forward to the next step; Back returns to this one. */
    push: (href: string) => startNavigation(() => router.push(href)),
    /** A finished step: Back never returns to it. */
    replace: (href: string) => {
      setDone(true);
      startNavigation(() => router.replace(href));
    },
  };
}

type FormFlow = ReturnType<typeof useFormFlow>;

/** A step's form: react-hook-form with the step's schema, its flow, and the props AuthForm needs for a submit. */
export function useStepForm<TInput extends FieldValues, TData>(schema: z.ZodType<TData, TInput>, empty: TInput) {
  const flow = useFormFlow();
  const form = useForm<TInput, unknown, TData>({
    resolver: zodResolver(schema),
    defaultValues: empty as DefaultValues<TInput>,
  });
  const shell = (onValid: (data: TData) => Promise<unknown>) => ({
    flow,
    onSubmit: form.handleSubmit(onValid),
    pending: form.formState.isSubmitting,
  });
  return { flow, form, shell };
}

type StepOptions<TInput extends FieldValues, TData> = {
  schema: z.ZodType<TData, TInput>;
  /** Every field of the form, empty; the server's field errors are placed under these. */
  defaultValues: TInput;
  action: (data: NoInfer<TData>) => Promise<ActionResult<{ next: string }>>;
  /** How to reach the next screen: `replace` when Back must not return to this one. */
  go?: "push" | "replace";
  /** The alert's title, and its message when the server gives none. */
  alert: [title: string, fallback: string];
};

/**
 * A step whose success names the next screen (sign-in, sign-up, forgot password): go there, or put the
 * server's field errors under the fields, or else show the alert.
 */
export function useAuthStep<TInput extends FieldValues, TData>({
  schema,
  defaultValues,
  action,
  go = "push",
  alert: [title, fallback],
}: StepOptions<TInput, TData>) {
  const { flow, form, shell } = useStepForm(schema, defaultValues);
  const onValid = async (data: TData) => {
    const result = await runAction(() => action(data));
    if (result.ok) return flow[go](result.data.next);
    const fields = Object.keys(defaultValues) as Path<TInput>[];
    if (!applyFieldErrors(form.setError, result, fields)) flow.showAlert(title, failureMessage(result, fallback));
  };
  return { form, shell: shell(onValid) };
}

/** The partner forms' e-mail input (sign-up, sign-in, forgot password): spread into a TextField. */
export const EMAIL_INPUT = {
  label: "Email",
  type: "email",
  autoComplete: "email",
  placeholder: "you@company.com",
} as const;

type AuthFormProps = {
  flow: FormFlow;
  /** The form's accessible name. */
  label: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  submit: string;
  /** The form's own request is running (react-hook-form's isSubmitting). */
  pending: boolean;
  /** Sign-up lays its fields out two to a row; the button then spans both. */
  columns?: 1 | 2;
  gap?: "gap-5" | "gap-6";
  /** Under the button: a link to another step, or the resend control. */
  footer: React.ReactNode;
  /** Where focus goes when the alert closes; the submit button unless said otherwise. */
  returnFocus?: () => HTMLElement | null | undefined;
  children: React.ReactNode;
};

/** The partner auth forms' shell: fields, one full-width submit button, a footer, and the modal alert. */
export function AuthForm({
  flow,
  label,
  onSubmit,
  submit,
  pending,
  columns = 1,
  gap = "gap-5",
  footer,
  returnFocus,
  children,
}: AuthFormProps) {
  const { formRef, navigating, done, alert, closeAlert } = flow;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      className={`grid ${columns === 2 ? "grid-cols-2 " : ""}${gap}`}
    >
      {/* Without a script, Enter would post the form and bring it back empty: a disabled first submit button
          is the form's default button, and HTML's implicit submission then does nothing. */}
      <noscript className="hidden">
        <button type="submit" disabled hidden />
      </noscript>
      {/* Posted without a script, the form would come back empty and say nothing (standards review S9). */}
      <NoScriptNote className={columns === 2 ? "col-span-2" : ""}>
        This form needs JavaScript, which your browser has turned off. Turn it on and reload the page to continue.
      </NoScriptNote>
      {children}
      <SubmitButton
        pending={pending || navigating}
        disabled={done}
        className={`${columns === 2 ? "col-span-2 w-full" : "w-full"} noscript:hidden`}
      >
        {submit}
      </SubmitButton>
      {footer}
      <AlertModal
        alert={alert}
        onClose={closeAlert}
        returnFocus={returnFocus ?? (() => formRef.current?.querySelector<HTMLElement>("button[type=submit]"))}
      />
    </form>
  );
}
