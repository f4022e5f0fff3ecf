"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { Field, inputClass } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { startSignUpAction } from "@/lib/actions/sign-up";
import { SIGN_UP_PASSWORD_HINT, type SignUpData, type SignUpInput, signUpSchema } from "@/lib/validations/partner-auth";
import { applyFieldErrors, failureMessage, runAction } from "./action-result";
import { AlertModal } from "./alert-modal";
import { useFormFlow } from "./use-form-flow";
import { textLinkClass } from "./auth-card";
import { PasswordInput } from "./password-input";

const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "companyName",
  "companyAddress",
  "companyPrivacyURL",
  "password",
] as const;
const empty: SignUpInput = Object.fromEntries(FIELDS.map((f) => [f, ""])) as SignUpInput;

type TextField = {
  name: Exclude<(typeof FIELDS)[number], "password">;
  label: string;
  type?: string;
  autoComplete: string;
  placeholder: string;
  wide?: boolean;
};

const textFields: TextField[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name", placeholder: "Asha" },
  { name: "lastName", label: "Last name", autoComplete: "family-name", placeholder: "Rao" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "you@company.com" },
  { name: "phoneNumber", label: "Phone number", type: "tel", autoComplete: "tel", placeholder: "+91 98765 43210" },
  { name: "companyName", label: "Company name", autoComplete: "organization", placeholder: "Rao Foods Pvt Ltd" },
  {
    name: "companyPrivacyURL",
    label: "Company privacy URL",
    type: "url",
    autoComplete: "url",
    placeholder: "https://company.com/privacy",
  },
  {
    name: "companyAddress",
    label: "Company address",
    autoComplete: "street-address",
    placeholder: "Street, city, state, PIN",
    wide: true,
  },
];

/**
 * /NewSignUp. The action checks the form, mails an email_verification code and keeps the form (password
 * already hashed) server-side in an encrypted cookie for the code step (decision 411).
 */
export function SignUpForm() {
  const { formRef, navigating, push, alert, showAlert, closeAlert } = useFormFlow();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, SignUpData>({ resolver: zodResolver(signUpSchema), defaultValues: empty });

  const onValid = async (data: SignUpData) => {
    const result = await runAction(() => startSignUpAction(data));
    if (result.ok) return push(result.data.next);
    if (!applyFieldErrors(setError, result, FIELDS))
      showAlert("Signup Failed", failureMessage(result, "Signup failed. Please try again."));
  };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label="Partner sign up"
      className="grid grid-cols-2 gap-x-5 gap-y-5"
    >
      <p className="col-span-2 -mt-2 text-sm text-slate-600">All fields are required.</p>
      {textFields.map(({ name, label, type = "text", autoComplete, placeholder, wide }) => (
        <div key={name} className={wide ? "col-span-2" : undefined}>
          <Field label={label} required error={errors[name]?.message}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type={type}
                autoComplete={autoComplete}
                placeholder={placeholder}
                aria-required="true"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className={inputClass}
                {...register(name)}
              />
            )}
          </Field>
        </div>
      ))}
      <div className="col-span-2">
        <Field
          label="Password"
          required
          hint={errors.password ? undefined : SIGN_UP_PASSWORD_HINT}
          error={errors.password?.message}
        >
          {({ id, describedBy, invalid }) => (
            <PasswordInput
              id={id}
              label="password"
              autoComplete="new-password"
              aria-required="true"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register("password")}
            />
          )}
        </Field>
      </div>
      <SubmitButton pending={isSubmitting || navigating} className="col-span-2 w-full">
        Sign Up
      </SubmitButton>
      <p className="col-span-2 text-center text-sm text-slate-600">
        Already a partner?{" "}
        <Link href="/NewSignIn" className={textLinkClass}>
          Sign In
        </Link>
      </p>
      <AlertModal
        alert={alert}
        onClose={closeAlert}
        returnFocus={() => formRef.current?.querySelector<HTMLElement>("button[type=submit]")}
      />
    </form>
  );
}
