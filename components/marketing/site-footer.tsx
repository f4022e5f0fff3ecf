import Link from "next/link";
import { siteConfig } from "@/config/site";
import { Logo } from "./logo";

const socials = [
  { label: "LinkedIn", href: siteConfig.socials.linkedin },
  { label: "X", href: siteConfig.socials.x },
  { label: "Instagram", href: siteConfig.socials.instagram },
  { label: "YouTube", href: siteConfig.socials.youtube },
];

export function SiteFooter() {
  const { address } = siteConfig;
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <Logo />
          <address className="mt-4 text-sm not-italic leading-6 text-slate-600">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}, {address.country}
          </address>
        </div>
        <div className="text-sm">
          <p className="font-semibold text-ink">Get the app</p>
          <ul className="mt-3 space-y-2 text-slate-600">
            <li>
              <a href={siteConfig.stores.android} target="_blank" rel="noopener noreferrer" className="hover:text-ink">
                Google Play
              </a>
            </li>
            <li>
              <a href={siteConfig.stores.ios} target="_blank" rel="noopener noreferrer" className="hover:text-ink">
                App Store
              </a>
            </li>
          </ul>
        </div>
        <div className="text-sm">
          <p className="font-semibold text-ink">Follow us</p>
          <ul className="mt-3 flex flex-wrap gap-3 text-slate-600">
            {socials.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className="hover:text-ink">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-500 sm:flex-row sm:justify-between sm:px-6">
          <p>© {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.</p>
          <Link href="/privacyPolicy" className="hover:text-ink">
            Privacy Policy &amp; Terms and Conditions
          </Link>
        </div>
      </div>
    </footer>
  );
}
