import { Link } from "@/components/ui/link";
import { siteConfig } from "@/config/site";
import { LogoMark } from "./logo";
import { DownloadQr } from "./qr-code";
import { SpriteIcon } from "./sprite-icon";
import { StoreButtons } from "./store-buttons";

const socials = [
  { label: "LinkedIn", href: siteConfig.socials.linkedin, icon: "linkedin" },
  { label: "X", href: siteConfig.socials.x, icon: "x" },
  { label: "Instagram", href: siteConfig.socials.instagram, icon: "instagram" },
  { label: "YouTube", href: siteConfig.socials.youtube, icon: "youtube" },
] as const;

const footerLinks = [
  { href: "/partnerPrice", label: "Partner with us" },
  { href: "/contact", label: "Contact us" },
  { href: "/privacyPolicy", label: "Privacy Policy & Terms and Conditions" },
];

/**
 * The footer follows the page's main content: Chromium paints its first frame only once the parser has
 * reached it (`<link rel="expect" blocking="render">`, hoisted into <head> by React). On a busy phone the
 * parser otherwise yields mid-page and a frame is painted with half a form or half the nav, which then
 * moves when the rest arrives: a layout shift (seen in the browser tests on 2 loaded cores).
 * Below the first screen on all but the shortest pages, so its layout waits until it nears the viewport
 * (`lazy-render-*`): it cost a phone's first frame 40-50 ms at a 4x slower CPU (decision 318).
 */
const FOOTER_ID = "site-footer";
const { address } = siteConfig;

/**
 * One element for every render: the root not-found page draws the footer too, and Next sends that page in
 * every page's flight data beside the layout's own. React writes an element it has already written in a
 * response as a reference to it, so the second footer costs a few bytes instead of 4 KB (decision 630).
 */
const footer = (
  <>
    <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
    <footer id={FOOTER_ID} className="lazy-render-700 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr]">
        <div>
          <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-white">
            <LogoMark />
            {siteConfig.name}
          </span>
          <p className="mt-4 max-w-sm text-sm leading-6 text-brand-100">
            {siteConfig.tagline}: budgets, bill splits, insights and rewards in one place.
          </p>
          <address className="mt-5 flex gap-2 text-sm not-italic leading-6 text-brand-100">
            <SpriteIcon name="map-pin" className="mt-1 size-4 shrink-0 text-accent-400" />
            <span>
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}, {address.country}
            </span>
          </address>
          <a
            href={`mailto:${siteConfig.contactEmail}`}
            className="mt-2 inline-flex items-center gap-2 text-sm text-brand-100 hover:text-white"
          >
            <SpriteIcon name="mail" className="size-4 text-accent-400" />
            {siteConfig.contactEmail}
          </a>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Get the app</h2>
          <StoreButtons tone="light" className="mt-4" fromSprite />
        </div>
        <div className="flex items-start gap-4">
          <DownloadQr label={`QR code to download the ${siteConfig.name} app`} className="size-28 shrink-0 p-1" />
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Scan to download</h2>
            <p className="mt-2 text-sm text-brand-100">Point your phone camera at the code.</p>
            <ul className="mt-4 flex gap-2" aria-label="Social media">
              {socials.map(({ label, href, icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${siteConfig.name} on ${label}`}
                    className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-ink"
                  >
                    <SpriteIcon name={icon} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm text-brand-100 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
          </p>
          {/* Pricing and the contact form are in the sitemap: a link from every page lets crawlers and
                visitors reach them (the spec's footer names neither; issue 51, S13, decision 323). Pricing
                links on to the lead sign-up. */}
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {footerLinks.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className="underline-offset-4 hover:text-white hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  </>
);

export function SiteFooter() {
  return footer;
}
