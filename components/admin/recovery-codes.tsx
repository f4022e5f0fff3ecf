import { Link } from "@/components/ui/link";
import { DownloadCodes } from "./download-codes";

/** Shown once, right after enrolment or regeneration: the codes are stored only as hashes. */
export function RecoveryCodes({
  codes,
  continueHref,
  title = "Two-step sign-in is on.",
}: {
  codes: string[];
  continueHref: string;
  title?: string;
}) {
  return (
    <div role="status" className="space-y-5">
      <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
        <p className="font-semibold">{title}</p>
        <p className="mt-1">
          Save these recovery codes somewhere safe now. Each works once if you lose your authenticator; they will not be
          shown again.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-4 font-mono text-sm text-ink"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="grid gap-3 sm:grid-cols-2">
        <DownloadCodes codes={codes} />
        <Link
          href={continueHref}
          className="inline-flex h-12 items-center justify-center rounded-xl bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          I saved my codes, continue
        </Link>
      </div>
    </div>
  );
}
