import { CircleCheck } from "lucide-react";
import { Link } from "@/components/ui/link";
import { CheckList } from "@/components/ui/check-list";
import { siteConfig } from "@/config/site";

const perks = [
  `List your coupons in front of ${siteConfig.name} users`,
  "Track live, listed and expired offers in one dashboard",
  "Free for partners, no card details required",
];

type HeadingProps = { title: string; description?: React.ReactNode };

/** Sign-in and sign-up: the form beside a short pitch, in the same card as the public sign-up page. */
export function SplitAuthCard({ title, description, children }: HeadingProps & { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-6 py-10">
      <div className="grid grid-cols-[0.8fr_1.2fr] overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl shadow-brand-900/5">
        <div className="flex flex-col bg-brand-900 p-10 text-white xl:p-12">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">Partner area</p>
          <p className="mt-3 text-3xl font-extrabold tracking-tight">Grow with {siteConfig.name}</p>
          <p className="mt-3 text-brand-100">Reach people who track every rupee with offers they can use today.</p>
          <CheckList items={perks} tone="dark" gap="gap-3" className="mt-8 space-y-4" />
          <p className="mt-auto pt-10 text-sm text-brand-200">
            Questions? Write to{" "}
            <a
              href={`mailto:${siteConfig.partnerApprovalEmail}`}
              className="font-semibold text-white underline underline-offset-2"
            >
              {siteConfig.partnerApprovalEmail}
            </a>
          </p>
        </div>
        <div className="p-10 xl:p-12">
          <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
          {description ? <p className="mt-2 text-slate-600">{description}</p> : null}
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </div>
  );
}

/** The one-field steps (forgot password, code, new password): a narrow card with an icon. */
export function NarrowAuthCard({
  icon: Icon,
  title,
  description,
  children,
}: HeadingProps & {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  children: React.ReactNode;
}) {
  return (
    <div className="px-6 py-12">
      <div className="mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white p-10 shadow-xl shadow-brand-900/5">
        <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-6" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {description ? <div className="mt-2 text-slate-600">{description}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}

/** A quiet text link used under the partner forms. */
export const textLinkClass = "font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline";

type PromptLinkProps = {
  /** The question before the link ("New partner?"). */
  prompt?: string;
  href: string;
  text: string;
  /** Placement in the form; centred unless said otherwise. */
  className?: string;
};

/** The line under a form that leads to another step: "New partner? Sign Up". */
export function PromptLink({ prompt, href, text, className = "text-center" }: PromptLinkProps) {
  return (
    <p className={`${className} text-sm text-slate-600`}>
      {prompt ? `${prompt} ` : null}
      <Link href={href} className={textLinkClass}>
        {text}
      </Link>
    </p>
  );
}

/** A status line at the top of a form (after sign-up, after a password reset). */
export function StatusNotice({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="mb-6 flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
    >
      <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <div>{children}</div>
    </div>
  );
}
