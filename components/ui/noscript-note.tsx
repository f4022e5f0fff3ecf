/**
 * Said only when the browser runs no script: what on this screen needs JavaScript, and what to do. The
 * partner area's screens and forms run in the browser (decision 552).
 */
export function NoScriptNote({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return (
    <noscript>
      <p
        role="note"
        className={`rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 ${className}`}
      >
        {children}
      </p>
    </noscript>
  );
}
