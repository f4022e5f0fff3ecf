"use client";

import { Copy } from "lucide-react";
import { toast } from "sonner";

/**
 * A credential shown this once (an API key, a webhook's signing secret): what it is for, the value and a
 * copy button. It takes the focus from its owner (a ref), so a keyboard or screen-reader user hears it first.
 */
export function ShownOnce({
  ref,
  message,
  value,
  noun,
}: {
  ref: React.Ref<HTMLDivElement>;
  message: string;
  value: string;
  /** "key" or "secret": the button's and the toasts' word. */
  noun: string;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${noun[0]!.toUpperCase()}${noun.slice(1)} copied`);
    } catch {
      toast.error(`Could not copy. Select the ${noun} and copy it yourself.`);
    }
  };
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <p className="font-semibold text-amber-950">{message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <code className="break-all rounded-lg bg-white px-3 py-2 font-mono text-sm text-ink">{value}</code>
        <button
          type="button"
          onClick={copy}
          className="flex h-10 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <Copy aria-hidden="true" className="size-4" />
          Copy {noun}
        </button>
      </div>
    </div>
  );
}
