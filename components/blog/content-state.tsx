import { Link } from "@/components/ui/link";
import type { MissingContent } from "@/lib/http/missing-content";
import { NotFoundMark } from "@/components/marketing/not-found-mark";

/**
 * The spec's loading texts, shown by each segment's loading.tsx. Static pages also pass through this
 * fallback for a moment on first paint (React batches Suspense reveals), so it fades in only after a
 * real wait instead of flashing on every visit.
 */
export function ContentLoading({ text }: { text: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="appear-late mx-auto flex min-h-[50dvh] max-w-7xl flex-col items-center justify-center gap-4 px-4 py-24"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <p className="text-base font-medium text-slate-600">{text}</p>
    </div>
  );
}

type ContentMessageProps = {
  title?: string;
  message?: string;
  backHref: string;
  backLabel: string;
  onRetry?: () => void;
  role?: "alert";
};

/** Not-found and failure screens inside the marketing layout. */
export function ContentMessage({ title, message, backHref, backLabel, onRetry, role }: ContentMessageProps) {
  return (
    <div
      role={role}
      className="mx-auto flex min-h-[50dvh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      {title ? <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1> : null}
      {message ? <p className={`text-lg text-slate-600 ${title ? "mt-4" : ""}`}>{message}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            Try again
          </button>
        ) : null}
        <Link
          href={backHref}
          className={`rounded-full px-5 py-2.5 text-sm font-semibold ${
            onRetry
              ? "border border-slate-300 text-slate-700 hover:bg-slate-50"
              : "bg-brand-700 text-white shadow-sm hover:bg-brand-800"
          }`}
        >
          {backLabel}
        </Link>
      </div>
    </div>
  );
}

/**
 * The spec's not-found screens for a post and a service (spec 4, messages table): shown by the segments'
 * not-found files, and by the root not-found page when the proxy rewrote an unknown one to it.
 */
export function MissingContentMessage({ kind }: { kind: MissingContent }) {
  // The spec's one sentence for a post is the page's heading: every page has an <h1> (issue 51, S6).
  return (
    <>
      {kind === "post" ? (
        <ContentMessage title="Blog post not found." backHref="/BlogPage" backLabel="Back to Blog" />
      ) : (
        <ContentMessage
          title="Service Not Found"
          message="The service you're looking for doesn't exist."
          backHref="/dynamics"
          backLabel="Back to Services"
        />
      )}
      <NotFoundMark />
    </>
  );
}
