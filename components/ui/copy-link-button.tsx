"use client";

import { Check, Link2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/**
 * Copies a link; 'Copied' for 2 seconds (spec 9's copy confirmation). `label` names the link for screen
 * readers ("tracking link for Diwali sale").
 */
export function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return (
    <button
      type="button"
      aria-label={copied ? `${label[0]!.toUpperCase()}${label.slice(1)} copied` : `Copy ${label}`}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(url);
        } catch {
          return;
        }
        setCopied(true);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), 2000);
      }}
      className="inline-flex h-9 items-center whitespace-nowrap gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4 text-emerald-700" />
      ) : (
        <Link2 aria-hidden="true" className="size-4" />
      )}
      {copied ? "Copied" : "Copy link"}
    </button>
  );
}
