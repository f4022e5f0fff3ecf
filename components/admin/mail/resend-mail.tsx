"use client";
import { useEffect } from "react";
import { useKeptActionState } from "@/components/ui/use-kept-action-state";
import { toast } from "sonner";
import { resendMailAction } from "@/lib/actions/staff/resend-mail";

/** "Send again" for a failed or dead e-mail: a plain form, works without JavaScript. */
export function ResendMail({ id, subject }: { id: string; subject: string }) {
  const [state, action, pending] = useKeptActionState(resendMailAction);
  useEffect(() => {
    if (state?.ok && state.message) toast.success(state.message);
  }, [state]);
  return (
    <form action={action} className="mt-2">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={pending}
        className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending ? "Sending..." : "Send again"}
        <span className="sr-only"> ({subject})</span>
      </button>
      {state && !state.ok ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {state.formError}
        </p>
      ) : null}
    </form>
  );
}
