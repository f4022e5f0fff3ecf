/**
 * Said only when the browser runs no script: what on this screen needs JavaScript, and what to do. The
 * partner area's screens and forms run in the browser (decision 552). `className` places the note: it
 * goes on the <noscript> element, which is what a grid or a flow lays out when scripts are off.
 */
export function NoScriptNote({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return (
    <noscript className={`noscript:block ${className}`}>
      <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {children}
      </p>
    </noscript>
  );
}
