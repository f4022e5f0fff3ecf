"use client";
import { useSearchParams } from "next/navigation";
import { useEffect } from "react";

/**
 * What a change did, shown after the redirect that follows it (`?done=...`), until the next form on the
 * page is sent: that send drops `done` from the address, so a refused save never stands under the last
 * save's "Saved." (console review m3), and a successful one brings its own `done` back.
 */
export function DoneNotice({ message }: { message: string | null | undefined }) {
  const done = useSearchParams().has("done");
  useEffect(() => {
    if (!done) return;
    const forget = () => {
      const url = new URL(window.location.href);
      url.searchParams.delete("done");
      // No state of Next's own: Next's router follows a replaceState only when it is not its own entry.
      window.history.replaceState(null, "", url);
    };
    document.addEventListener("submit", forget, true);
    return () => document.removeEventListener("submit", forget, true);
  }, [done]);
  if (!message || !done) return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      {message}
    </p>
  );
}
