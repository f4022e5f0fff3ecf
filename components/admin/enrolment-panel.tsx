import { CodeForm } from "./code-form";

type Props = {
  enrolment: { secret: string; qrSvg: string } | null;
  step: "enrol-sign-in" | "enrol-account";
  continueHref?: string;
};

/**
 * The QR code and the secret as text, then the first code. The form stays in the same place in the
 * tree when the page re-renders after enrolment, so it keeps its answer (the recovery codes) on screen.
 */
export function EnrolmentPanel({ enrolment, step, continueHref }: Props) {
  return (
    <div className="space-y-6">
      {enrolment ? (
        <ol className="space-y-4 text-sm text-slate-700">
          <li>
            <p className="font-semibold text-ink">1. Scan this QR code with your authenticator app</p>
            {/* SVG made by the qrcode library from our own otpauth:// URI. */}
            <div
              role="img"
              aria-label="QR code for your authenticator app"
              className="mt-3 size-44 rounded-xl border border-slate-200 bg-white p-2 [&>svg]:size-full"
              dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
            />
          </li>
          <li>
            <p className="font-semibold text-ink">Or enter this key by hand</p>
            <code
              data-testid="totp-secret"
              className="mt-2 block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-ink"
            >
              {enrolment.secret}
            </code>
          </li>
          <li>
            <p className="font-semibold text-ink">2. Enter the 6-digit code the app shows</p>
          </li>
        </ol>
      ) : null}
      <CodeForm step={step} continueHref={continueHref} />
    </div>
  );
}
