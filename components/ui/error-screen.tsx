import type { Ref } from "react";

type ErrorMessageProps = {
  status: number;
  message: string;
  reference?: string;
  onRetry?: () => void;
  /** Where the second button goes: the site's home unless a section names its own. */
  home?: { href: string; label: string };
  /** The heading, for a screen that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * The card a signed-in section's error and 404 screens sit in, inside the section's layout (its sidebar
 * beside, the partner area's or console's one <main> around).
 */
export const SECTION_AREA =
  "grid min-h-[28rem] place-items-center rounded-3xl border border-slate-200 bg-white px-6 py-16 shadow-sm";

/** The spec's 'Unexpected Application Error!' screen: status and message, never a stack trace. */
export function ErrorScreen(props: ErrorMessageProps) {
  return (
    <main role="alert" className="grid min-h-[70dvh] place-items-center bg-slate-50 px-6 py-24">
      <ErrorMessage {...props} />
    </main>
  );
}

/** The error screen's content, for the root screen above and for a section's screen inside its layout. */
export function ErrorMessage({
  status,
  message,
  reference,
  onRetry,
  home = { href: "/", label: "Home" },
  headingRef,
}: ErrorMessageProps) {
  return (
    <div className="max-w-lg text-center">
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-3xl font-bold tracking-tight text-ink outline-none sm:text-4xl"
      >
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg font-semibold text-red-700">{status}</p>
      <p className="mt-2 text-slate-600">{message}</p>
      {reference ? <p className="mt-2 text-xs text-slate-500">Reference: {reference}</p> : null}
      <div className="mt-8 flex justify-center gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Try again
          </button>
        ) : null}
        {/* A plain <a>: a full page load out of an error starts clean; it also keeps next/link out of the
            root layout's chunk, where it was shipped a second time beside the site header's copy. */}
        <a
          href={home.href}
          className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-white"
        >
          {home.label}
        </a>
      </div>
    </div>
  );
}
