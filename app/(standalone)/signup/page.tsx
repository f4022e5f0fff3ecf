import type { Metadata } from "next";
import { CheckList } from "@/components/ui/check-list";
import { StaticImage } from "@/components/ui/static-image";
import { firstPaintImageSrc } from "@/lib/assets/inline-image";
import { LeadForm } from "@/components/forms/lead-form";
import { siteConfig } from "@/config/site";
import { pageMetadata } from "@/components/marketing/page-metadata";

const description = `Bring ${siteConfig.name} to your team: leave your details and we'll set up your workplace plan.`;

export const metadata: Metadata = pageMetadata({
  title: "Sign up",
  description,
  path: "/signup",
  ogTitle: `Sign up for ${siteConfig.name}`,
});

const perks = [
  "Limited time offer for the first 10 registrations",
  "No card details required",
  "Set up for employers and employees",
];

export default function SignupPage() {
  return (
    <div className="px-4 py-10 sm:px-6 sm:py-16">
      <div className="mx-auto grid max-w-6xl overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl shadow-brand-900/5 lg:grid-cols-[0.9fr_1.1fr]">
        <div className="bg-brand-900 p-8 text-white sm:p-12">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Get started with {siteConfig.name}</h1>
          <p className="mt-3 text-brand-100">
            Tell us about your company and we&apos;ll reach out to set up your plan.
          </p>
          <CheckList items={perks} tone="dark" className="mt-6 space-y-3" />
          <StaticImage
            src={firstPaintImageSrc("/illustrations/signup.svg")}
            alt="A dashboard card with growing bars and a sign-up button"
            width={400}
            height={400}
            className="mx-auto mt-8 h-auto w-full max-w-xs"
            priority
          />
        </div>
        <div className="p-6 sm:p-12">
          <h2 className="text-xl font-bold text-ink">Your details</h2>
          <p className="mb-6 mt-1 text-sm text-slate-600">Fields marked * are required.</p>
          <LeadForm />
        </div>
      </div>
    </div>
  );
}
