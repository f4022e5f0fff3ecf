"use client";

import type { UseFormReturn } from "react-hook-form";
import { Field, FieldError, TextField, inputClass } from "@/components/ui/field";
import type { CouponValues } from "@/lib/validations/coupon";
import { couponCategories } from "@/lib/model/coupon-categories";
import { generateCouponCode } from "@/lib/model/coupon-code";
import { CouponImageField } from "./coupon-image-field";
import type { CouponFormValues } from "./coupon-form-values";

type TextInput = {
  name: Exclude<keyof CouponFormValues, "category" | "image" | "description" | "capCounts">;
  label: string;
  required?: boolean;
  type?: string;
  hint?: string;
  placeholder?: string;
  inputMode?: "decimal" | "numeric";
};

const texts: TextInput[] = [
  { name: "title", label: "Title", required: true, placeholder: "Flat 40% off kurtas" },
  { name: "brand", label: "Brand", required: true, placeholder: "Kesari Threads" },
  { name: "link", label: "Link", required: true, type: "url", placeholder: "https://brand.example/offer" },
  { name: "code", label: "Code", hint: "Leave empty if no code is needed.", placeholder: "KESARI40" },
  { name: "actualPricing", label: "Actual price (₹)", inputMode: "decimal", placeholder: "2499" },
  { name: "discountedPrice", label: "Discounted price (₹)", inputMode: "decimal", placeholder: "1499" },
  { name: "startDate", label: "Start date", required: true, type: "date" },
  { name: "expiryDate", label: "Expiry date", required: true, type: "date" },
  {
    name: "claimCap",
    label: "Claim limit",
    hint: "How many app users may claim it, or redeem its codes (below). Leave empty for no limit.",
    inputMode: "numeric",
    placeholder: "500",
  },
];

/** A checkbox or radio with its label, marked when chosen (categories, what the limit counts). */
const choiceClass =
  "flex cursor-pointer items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-700 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900";

/** What the claim limit counts (decision 563); claims is today's and the default. */
const CAP_CHOICES = [
  { value: "claims", label: "Claims" },
  { value: "redemptions", label: "Redemptions" },
] as const;

/** The coupon form's controls (spec 3 and 5), laid out two to a row. */
export function CouponFields({
  form,
  today,
  liveSince,
  liveUntil,
  onUploadingChange,
}: {
  form: UseFormReturn<CouponFormValues, unknown, CouponValues>;
  today: string;
  /** A live coupon's start date: shown read-only, since a running offer keeps it (decision 545). */
  liveSince?: string;
  /** A live coupon's expiry: the earliest its new expiry may be (it may only run longer). */
  liveUntil?: string;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const categoryError = errors.category?.message ?? errors.category?.root?.message;
  return (
    <div className="grid grid-cols-2 gap-5">
      {texts.map(({ name, ...input }) =>
        name === "startDate" && liveSince ? (
          <TextField
            key={name}
            {...input}
            readOnly
            hint="Live since this day; it cannot change."
            className={inputClass.replace("bg-white", "cursor-default bg-slate-100 text-slate-600")}
            error={errors[name]?.message}
            {...register(name)}
          />
        ) : name === "code" ? (
          <div key={name}>
            <TextField {...input} error={errors[name]?.message} {...register(name)} />
            <button
              type="button"
              onClick={() => {
                setValue("code", generateCouponCode(), { shouldDirty: true, shouldValidate: true });
                form.setFocus("code");
              }}
              className="mt-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Generate code
            </button>
          </div>
        ) : (
          <TextField
            key={name}
            {...input}
            min={input.type !== "date" ? undefined : name === "expiryDate" && liveUntil ? liveUntil : today}
            error={errors[name]?.message}
            {...register(name)}
          />
        ),
      )}
      <fieldset aria-describedby={`coupon-cap-counts-hint${errors.capCounts ? " coupon-cap-counts-error" : ""}`}>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">The limit counts</legend>
        <div className="flex gap-2">
          {CAP_CHOICES.map(({ value, label }) => (
            <label key={value} className={choiceClass}>
              <input type="radio" value={value} className="size-4 accent-brand-700" {...register("capCounts")} />
              {label}
            </label>
          ))}
        </div>
        <p id="coupon-cap-counts-hint" className="mt-1.5 text-sm text-slate-500">
          Redemptions: claims stay open until that many of its codes per claim are redeemed.
        </p>
        <FieldError id="coupon-cap-counts-error" message={errors.capCounts?.message} />
      </fieldset>
      <fieldset className="col-span-2" aria-describedby={categoryError ? "coupon-category-error" : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          Categories
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
          {/* A real space (not only the margin): the group's name reads "Categories, choose one or more" (issue 49 m16). */}
          <span className="ml-1 font-normal text-slate-500"> (choose one or more)</span>
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {couponCategories.map((category) => (
            <label key={category} className={choiceClass}>
              <input type="checkbox" value={category} className="size-4 accent-brand-700" {...register("category")} />
              {category}
            </label>
          ))}
        </div>
        <FieldError id="coupon-category-error" message={categoryError} />
      </fieldset>
      <div className="col-span-2">
        <Field label="Description" required error={errors.description?.message}>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              rows={4}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={`${inputClass} resize-y`}
              {...register("description")}
            />
          )}
        </Field>
      </div>
      <div className="col-span-2">
        <CouponImageField
          value={watch("image")}
          error={errors.image?.message}
          onUploadingChange={onUploadingChange}
          onChange={(url) => setValue("image", url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        />
      </div>
    </div>
  );
}
