"use client";
import { LabelledInput } from "@/components/ui/labelled-controls";
import { LabelledSelect } from "@/components/ui/labelled-select";
import { SubmitButton } from "@/components/ui/submit-button";
import { inviteStaffAction } from "@/lib/actions/staff/invite-staff";
import { FormAlert } from "../form-alert";
import { useConsoleForm } from "../use-console-form";

/** E-mail and role; the invitee gets a single-use link (decision 614). A plain form: works without JavaScript. */
export function InviteForm() {
  const { formAction, pending, form, submitted, fieldError, formError } = useConsoleForm(inviteStaffAction);
  return (
    <form ref={form} action={formAction} className="space-y-4">
      <FormAlert message={formError("email", "role")} />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <LabelledInput
          label="Work e-mail"
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={submitted?.email}
          error={fieldError("email")}
        />
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
