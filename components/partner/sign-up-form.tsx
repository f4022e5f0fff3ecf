"use client";

import { TextField } from "@/components/ui/field";
import { startSignUpAction } from "@/lib/actions/sign-up";
import { SIGN_UP_PASSWORD_HINT, type SignUpInput, signUpSchema } from "@/lib/validations/partner-auth";
import { PromptLink } from "./auth-card";
import { AuthForm, EMAIL_INPUT, useAuthStep } from "./auth-form";
import { PasswordField } from "./password-input";

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

type TextInput = {
  name: Exclude<(typeof FIELDS)[number], "password">;
  label: string;
  type?: string;
  autoComplete: string;
  placeholder: string;
  wide?: boolean;
};

const textFields: TextInput[] = [
  { name: "firstName", label: "First name", autoComplete: "given-name", placeholder: "Asha" },
  { name: "lastName", label: "Last name", autoComplete: "family-name", placeholder: "Rao" },
  { name: "email", ...EMAIL_INPUT },
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
    // One line: `street-address` is for a multi-line <textarea> only (the validator refuses it here).
    autoComplete: "address-line1",
    placeholder: "Street, city, state, PIN",
    wide: true,
  },
];

/**
 * /NewSignUp. The action checks the form, mails an email_verification code and keeps the form (password
 * already hashed) server-side in an encrypted cookie for the code step (decision 411).
 */
export function SignUpForm() {
  const { form, shell } = useAuthStep({
    schema: signUpSchema,
    defaultValues: empty,
    action: startSignUpAction,
    alert: ["Signup Failed", "Signup failed. Please try again."],
  });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <AuthForm {...shell} label="Partner sign up" submit="Sign Up" columns={2} footer={<PromptLink {...toSignIn} />}>
      <p className="col-span-2 -mt-2 text-sm text-slate-600">All fields are required.</p>
      {textFields.map(({ name, wide, ...input }) => (
        <div key={name} className={wide ? "col-span-2" : undefined}>
          <TextField {...input} required error={errors[name]?.message} {...register(name)} />
        </div>
      ))}
      <div className="col-span-2">
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          hint={errors.password ? undefined : SIGN_UP_PASSWORD_HINT}
          error={errors.password?.message}
          {...register("password")}
        />
      </div>
    </AuthForm>
  );
}

const toSignIn = {
  prompt: "Already a partner?",
  href: "/NewSignIn",
  text: "Sign In",
  className: "col-span-2 text-center",
};
