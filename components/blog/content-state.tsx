import { Link } from "@/components/ui/link";
import type { MissingContent } from "@/lib/http/missing-content";
import { NotFoundMark } from "@/components/marketing/not-found-mark";

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
