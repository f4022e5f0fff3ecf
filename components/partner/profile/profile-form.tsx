"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { TextField, inputClass } from "@/components/ui/field";
import { useLeaveWarning } from "@/components/ui/use-leave-warning";
import { SubmitButton } from "@/components/ui/submit-button";
import { logoutAction } from "@/lib/actions/logout";
import { updateProfileAction } from "@/lib/actions/update-profile";
import type { PartnerProfile } from "@/lib/data/partner-profile";
import {
  PROFILE_FIELDS,
  PROFILE_UPDATED_MESSAGE,
  PROFILE_UPDATE_FAILED_MESSAGE,
  type ProfileInput,
  profileSchema,
} from "@/lib/validations/partner-profile";
import { applyFieldErrors, runAction } from "../action-result";
import { Panel } from "../dashboard/panel";
import { LogoutButton } from "../logout-button";

const fields: { name: keyof ProfileInput; label: string; autoComplete: string; type?: string; wide?: boolean }[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
  { name: "phoneNumber", label: "Phone number", autoComplete: "tel", type: "tel" },
  { name: "companyName", label: "Company name", autoComplete: "organization" },
  { name: "companyAddress", label: "Company address", autoComplete: "address-line1", wide: true },
  { name: "companyPrivacyURL", label: "Company privacy URL", autoComplete: "url", type: "url", wide: true },
];

const valuesOf = (p: PartnerProfile): ProfileInput =>
  Object.fromEntries(PROFILE_FIELDS.map((k) => [k, p[k]])) as ProfileInput;

const fieldClass = `${inputClass} read-only:border-slate-200 read-only:bg-slate-50 read-only:text-slate-700 read-only:shadow-none`;

/**
 * Edit Profile (spec 4): read-only until the edit button; leaving edit mode discards what was typed;
 * Update only when something differs from the saved values; the main button is Logout otherwise.
 */
export function ProfileForm({ profile }: { profile: PartnerProfile }) {
  const formId = useId();
  const [saved, setSaved] = useState(profile);
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProfileInput>({ resolver: zodResolver(profileSchema), defaultValues: valuesOf(profile) });

  useEffect(() => {
    if (editing) setFocus("firstName");
  }, [editing, setFocus]);
  // Leaving the page (a link, Back, a reload) with changes not yet updated asks first.
  useLeaveWarning(editing && isDirty);

  const leaveEditing = () => {
    reset(valuesOf(saved));
    setEditing(false);
  };

  const onValid = async (data: ProfileInput) => {
    if (!editing) return;
    const result = await runAction(() => updateProfileAction(data));
    if (result.ok) {
      setSaved(result.data);
      reset(valuesOf(result.data));
      setEditing(false);
      toast.success(result.message ?? PROFILE_UPDATED_MESSAGE);
      return;
    }
    applyFieldErrors(setError, result, PROFILE_FIELDS);
    toast.error(PROFILE_UPDATE_FAILED_MESSAGE);
  };

  return (
    <Panel
      id={`${formId}-title`}
      title="Edit Profile"
      size="large"
      description={editing ? "Change the details below, then choose Update." : "Your contact and company details."}
      action={
        <button
          type="button"
          aria-pressed={editing}
          aria-label="Edit profile"
          title={editing ? "Stop editing (discards changes)" : "Edit profile"}
          onClick={() => (editing ? leaveEditing() : setEditing(true))}
          className={`grid size-11 shrink-0 place-items-center rounded-xl border transition-colors ${editing ? "border-brand-700 bg-brand-50 text-brand-800" : "border-slate-300 text-slate-700 hover:bg-slate-100"}`}
        >
          {editing ? <X aria-hidden="true" className="size-5" /> : <Pencil aria-hidden="true" className="size-5" />}
        </button>
      }
    >
      <form
        id={formId}
        method="post"
        noValidate
        aria-label="Edit profile"
        onSubmit={handleSubmit(onValid)}
        className="mt-6 grid grid-cols-2 gap-5"
      >
        {fields.map(({ name, wide, ...input }) => (
          <div key={name} className={wide ? "col-span-2" : undefined}>
            <TextField
              {...input}
              readOnly={!editing}
              error={errors[name]?.message}
              className={fieldClass}
              {...register(name)}
            />
          </div>
        ))}
        <div className="col-span-2">
          <TextField
            label="Email"
            hint="Your e-mail address signs you in and cannot be changed here."
            type="email"
            readOnly
            value={saved.email}
            className={fieldClass}
          />
        </div>
      </form>
      <div className="mt-8 flex justify-end gap-3">
        {editing ? (
          <>
            <button
              type="button"
              onClick={leaveEditing}
              className="h-12 rounded-xl border border-slate-300 px-6 font-semibold text-slate-700 hover:bg-slate-50"
            >
              Cancel
            </button>
            <SubmitButton form={formId} pending={isSubmitting} disabled={!isDirty}>
              Update
            </SubmitButton>
          </>
        ) : (
          <form action={logoutAction}>
            <LogoutButton className="h-12 px-8" />
          </form>
        )}
      </div>
    </Panel>
  );
}
