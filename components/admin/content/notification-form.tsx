"use client";
import { startTransition, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { sendNotificationAction } from "@/lib/actions/staff/send-notification";
import { confirmAllQuestion, NOTIFICATION_MAX } from "@/lib/validations/staff";
import { ContentField, FormAlert } from "./content-form";
import { useKeptForm } from "./use-kept-form";

// Nobody is chosen at first: the person picks one partner or everyone. After a send the form keeps whom
// it went to and says so until the next send; a send to everyone asks first with the number it reaches,
// and the server refuses it without that number (issue 50).
const EMPTY = { audience: "", email: "", message: "" };

type Sent = { to: string; audience: string; email: string };

const radioClass = "size-4 accent-brand-700";
const optionClass = "flex items-center gap-2 text-sm text-slate-800";

export function NotificationForm({ approvedPartners }: { approvedPartners: number }) {
  const form = useKeptForm(sendNotificationAction, EMPTY, {
    afterSuccess: (data) => {
      const { audience, email } = data as Sent;
      return { audience, email, message: "" };
    },
  });
  const { field, values, state } = form;
  const sent = state?.ok ? (state.data as Sent) : null;
  const audienceError = form.errors.audience?.[0];
  // A refusal that asks to confirm says how many approved partners there are now.
  const confirmable = state && !state.ok ? (state.details?.recipients as number | undefined) : undefined;
  const everyone = confirmable ?? approvedPartners;
  const [asking, setAsking] = useState<number | null>(null);
  const sendButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (sent) sendButton.current?.focus();
    else if (audienceError) document.getElementById(form.id)?.querySelector<HTMLElement>("[name=audience]")?.focus();
  }, [sent, audienceError, form.id]);

  const askFirst = (event: React.FormEvent<HTMLFormElement>) => {
    const posted = new FormData(event.currentTarget);
    if (form.pending) event.preventDefault();
    else if (posted.get("audience") === "all" && !posted.get("confirmRecipients")) {
      event.preventDefault();
      sendButton.current?.focus();
      setAsking(everyone);
    }
  };
  const sendToAll = async () => {
    const element = document.getElementById(form.id);
    if (!(element instanceof HTMLFormElement) || asking === null) return;
    const posted = new FormData(element);
    posted.set("confirmRecipients", String(asking));
    startTransition(() => form.formAction(posted));
    setAsking(null);
  };

  return (
    <>
      <form {...form.formProps} onSubmit={askFirst} key={form.key} className="space-y-5">
        <FormAlert message={form.formError} />
        <fieldset aria-describedby={audienceError ? "notification-audience-error" : undefined}>
          <legend className="mb-2 text-sm font-semibold text-slate-800">Send to</legend>
          <div className="space-y-2">
            {[
              { value: "one", label: "One partner" },
              { value: "all", label: `All approved partners (${approvedPartners})` },
            ].map((option) => (
              <label key={option.value} className={optionClass}>
                <input
                  type="radio"
                  name="audience"
                  value={option.value}
                  required
                  defaultChecked={values.audience === option.value}
                  className={radioClass}
                />
                {option.label}
              </label>
            ))}
          </div>
          {audienceError ? (
            <p id="notification-audience-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {audienceError}
            </p>
          ) : null}
          {confirmable !== undefined ? (
            <label className={`${optionClass} mt-2 font-semibold`}>
              <input type="checkbox" name="confirmRecipients" value={confirmable} className={radioClass} />
              Yes, send to all {confirmable}
            </label>
          ) : null}
        </fieldset>
        <ContentField {...field("email")} label="Partner's e-mail (for one partner)" />
        <ContentField
          {...field("message")}
          label="Message"
          rows={3}
          maxLength={NOTIFICATION_MAX}
          hint="Partners read it under Profile → Notifications."
        />
        <button
          ref={sendButton}
          type="submit"
          // aria-disabled, not disabled: the button keeps the focus while the send runs.
          aria-disabled={form.pending}
          className="inline-flex h-11 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
        >
          {form.pending ? "Sending..." : "Send notification"}
        </button>
      </form>
      {/* Outside the form, which re-mounts with each answer: the live region stays and is read out. */}
      <p role="status" className="mt-3 text-sm font-medium text-emerald-800 empty:mt-0">
        {sent ? `Sent to ${sent.to}.` : null}
      </p>
      <ConfirmDialog
        open={asking !== null}
        title={confirmAllQuestion(asking ?? everyone)}
        description={`Every approved partner (${asking ?? everyone}) gets this message under Profile → Notifications. A notification cannot be recalled.`}
        confirmLabel={`Send to ${asking ?? everyone}`}
        busyLabel="Sending..."
        onCancel={() => setAsking(null)}
        onConfirm={sendToAll}
      />
    </>
  );
}
