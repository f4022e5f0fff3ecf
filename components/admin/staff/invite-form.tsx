"use client";
import { LabelledInput } from "@/components/ui/labelled-controls";
import { LabelledSelect } from "@/components/ui/labelled-select";
import { SubmitButton } from "@/components/ui/submit-button";
import { CopyLinkButton } from "@/components/ui/copy-link-button";
import { inviteStaffAction } from "@/lib/actions/staff/invite-staff";
import { FormAlert } from "../form-alert";
import { useConsoleForm } from "../use-console-form";

/**
 * E-mail and role; the invitee gets a single-use link (decision 614), which the admin also sees here once,
 * in case the e-mail does not arrive (decision 622). A plain form: works without JavaScript.
 */
export function InviteForm() {
  const { state, formAction, pending, form, submitted, fieldError, formError, field } =
    useConsoleForm(inviteStaffAction);
  const sent = state?.ok ? state.data : null;
  return (
    <form ref={form} action={formAction} className="space-y-4">
      <FormAlert message={formError("email", "role")} />
      {sent ? (
        <div role="status" className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm">
          <p className="text-emerald-900">
            <span className="font-semibold">The e-mail is on its way.</span> If it does not reach {sent.email}, send
            them this link yourself. It is shown only now: it is not stored, and it works once, for {sent.hours} hours.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <input
              readOnly
              aria-label={`Invitation link for ${sent.email}`}
              value={sent.link}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-emerald-300 bg-white px-3 py-2 font-mono text-xs text-slate-800"
            />
            <CopyLinkButton url={sent.link} label={`invitation link for ${sent.email}`} />
          </div>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <LabelledInput label="Work e-mail" type="email" autoComplete="off" required {...field("email")} />
        <LabelledSelect label="Role" name="role" defaultValue={submitted?.role ?? "EDITOR"} error={fieldError("role")}>
          <option value="EDITOR">Editor</option>
          <option value="ADMIN">Admin</option>
        </LabelledSelect>
      </div>
      <p className="text-sm text-slate-600">
        Editors write content and answer the inbox. Admins also review partners, read mail and the audit log, and manage
        staff; they set up two-step sign-in when they join.
      </p>
      <SubmitButton pending={pending}>{pending ? "Sending..." : "Send invitation"}</SubmitButton>
    </form>
  );
}
