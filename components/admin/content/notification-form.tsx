"use client";
import { sendNotificationAction } from "@/lib/actions/staff/send-notification";
import { NOTIFICATION_MAX } from "@/lib/validations/staff";
import { ContentField, FormAlert, useKeptForm } from "./content-form";

const EMPTY = { audience: "all", email: "", message: "" };

/** To every approved partner or to one, by e-mail; the e-mail field only counts for "One partner". */
export function NotificationForm({ approvedPartners }: { approvedPartners: number }) {
  const form = useKeptForm(sendNotificationAction, EMPTY);
  const { field, values } = form;
  return (
    <form id={form.id} action={form.formAction} key={form.key} className="space-y-5">
      <FormAlert message={form.formError} />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Send to</legend>
        <div className="space-y-2">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="audience"
              value="all"
              defaultChecked={values.audience !== "one"}
              className="size-4 accent-brand-700"
            />
            All approved partners ({approvedPartners})
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="audience"
              value="one"
              defaultChecked={values.audience === "one"}
              className="size-4 accent-brand-700"
            />
            One partner
          </label>
        </div>
      </fieldset>
      <ContentField {...field("email")} label="Partner's e-mail (for one partner)" maxLength={254} />
      <ContentField
        {...field("message")}
        label="Message"
        rows={3}
        maxLength={NOTIFICATION_MAX}
        hint="Partners read it under Profile → Notifications."
      />
      <button
        type="submit"
        disabled={form.pending}
        className="inline-flex h-11 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {form.pending ? "Sending..." : "Send notification"}
      </button>
    </form>
  );
}
