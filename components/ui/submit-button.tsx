import { LoaderCircle } from "lucide-react";

const tones = {
  brand: "bg-brand-700 hover:bg-brand-800",
  danger: "bg-red-700 hover:bg-red-800",
};

export function SubmitButton({
  pending,
  disabled,
  children,
  className = "",
  tone = "brand",
  form,
}: {
  pending: boolean;
  disabled?: boolean;
  children: React.ReactNode;
  className?: string;
  tone?: keyof typeof tones;
  /** The id of the form it submits, when it sits outside that form. */
  form?: string;
}) {
  return (
    <button
      type="submit"
      form={form}
      disabled={pending || disabled}
      aria-busy={pending}
      className={`inline-flex h-12 items-center justify-center gap-2 rounded-xl px-8 text-base font-semibold text-white shadow-sm transition-colors ${tones[tone]} disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 ${className}`}
    >
      {pending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      {children}
    </button>
  );
}
