type ErrorScreenProps = {
  status: number;
  message: string;
  reference?: string;
  onRetry?: () => void;
};

/** The spec's 'Unexpected Application Error!' screen: status and message, never a stack trace. */
export function ErrorScreen({ status, message, reference, onRetry }: ErrorScreenProps) {
  return (
    <main role="alert" className="grid min-h-[70dvh] place-items-center bg-slate-50 px-6 py-24">
      <div className="max-w-lg text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Unexpected Application Error!</h1>
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
          {/* A full page load out of an error starts clean; it also keeps next/link out of the root
              layout's chunk, where it was shipped a second time beside the site header's copy. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a hard navigation is the point */}
          <a
            href="/"
            className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-white"
          >
            Home
          </a>
        </div>
      </div>
    </main>
  );
}
