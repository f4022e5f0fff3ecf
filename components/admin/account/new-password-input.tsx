import { LabelledInput } from "@/components/ui/labelled-controls";
import { STAFF_PASSWORD_HINT } from "@/lib/validations/staff-members";

/** A staff member's new password (Your account, an accepted invitation): the rule its schema checks, as a hint. */
export function NewStaffPasswordInput({ label, name, error }: { label: string; name: string; error?: string }) {
  return (
    <LabelledInput
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      minLength={8}
      hint={STAFF_PASSWORD_HINT}
      error={error}
    />
  );
}
