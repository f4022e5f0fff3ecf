"use client";
import { useActionState, useEffect, useRef } from "react";
import { toast } from "sonner";
import { LabelledInput } from "@/components/ui/labelled-controls";
import { LabelledSelect } from "@/components/ui/labelled-select";
import { SubmitButton } from "@/components/ui/submit-button";
import { inviteStaffAction } from "@/lib/actions/staff/invite-staff";
import { FormAlert } from "../form-alert";

/** E-mail and role; the invitee gets a single-use link (decision 614). A plain form: works without JavaScript. */
export function InviteForm() {
  const [state, action, pending] = useActionState(inviteStaffAction, null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!state?.ok) return;
    toast.success(state.message);
    form.current?.reset();
  }, [state]);
  const failed = state && !state.ok ? state : null;
  const fieldError = (name: string) => failed?.fieldErrors?.[name]?.[0];
  const shown = failed && !fieldError("email") && !fieldError("role") ? failed.formError : null;
  return (
    <form ref={form} action={action} className="space-y-4" aria-labelledby="invite-heading">
      <FormAlert message={shown} />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <LabelledInput
          label="Work e-mail"
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={failed?.submitted?.email}
          error={fieldError("email")}
        />
        <LabelledSelect
          label="Role"
          name="role"
          defaultValue={failed?.submitted?.role ?? "EDITOR"}
          error={fieldError("role")}
        >
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
