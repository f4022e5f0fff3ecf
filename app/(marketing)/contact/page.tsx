import { SpriteIcon } from "@/components/marketing/sprite-icon";
import type { Metadata } from "next";
import { StaticImage } from "@/components/ui/static-image";
import { ContactForm } from "@/components/forms/contact-form";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { siteConfig } from "@/config/site";
import { pageMetadata } from "@/components/marketing/page-metadata";

const description = `Questions, feedback or partnership ideas? Write to the ${siteConfig.name} team and we'll get back to you soon.`;

export const metadata: Metadata = pageMetadata({
  title: "Contact us",
  description,
  path: "/contact",
  ogTitle: `Contact ${siteConfig.name}`,
});

export default function ContactPage() {
  const { address } = siteConfig;
  return (
    <section aria-labelledby="contact-title" className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Contact</p>
          <h1 id="contact-title" className="mt-3 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            Get in Touch
          </h1>
          <p className="mt-4 max-w-md text-lg leading-8 text-slate-600">
            Questions about the app, feedback or partnership ideas: we read every message.
          </p>
          <ul className="mt-8 space-y-4 text-slate-700">
            <li className="flex items-center gap-3">
              <span className="grid size-11 place-items-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
                <SpriteIcon name="mail" className="size-5" />
              </span>
              <a
                href={`mailto:${siteConfig.contactEmail}`}
                className="font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {siteConfig.contactEmail}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <span className="grid size-11 place-items-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
                <SpriteIcon name="map-pin" className="size-5" />
              </span>
              {address.city}, {address.region}, {address.country}
            </li>
          </ul>
          <StaticImage
            src="/illustrations/contact.svg"
            alt="An envelope with a reply on its way"
            width={400}
            height={340}
            className="mt-10 hidden h-auto w-full max-w-sm lg:block"
          />
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-10">
          <h2 className="text-xl font-bold text-ink">Send us a message</h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">Fields marked * are required.</p>
          <ContactForm />
          <DeferredToaster />
        </div>
      </div>
    </section>
  );
}
