/** Everything that names the product or points outside it lives here, so a rebrand is one edit. */
export const siteConfig = {
  name: "PaisaPilot",
  shortName: "PaisaPilot",
  tagline: "Automatic expense tracker app",
  description:
    "PaisaPilot tracks your spending automatically, splits bills, plans budgets and helps you reach your money goals. Free finance calculators, insights and partner offers for India.",
  locale: "en-IN",
  currency: "INR",
  contactEmail: "hello@paisapilot.example",
  supportEmail: "support@paisapilot.example",
  /** The sender of the app's own mail when MAIL_FROM is not set. */
  noReplyEmail: "no-reply@paisapilot.example",
  /** Partners write here to have their account approved (shown on sign-in while approval is pending). */
  partnerApprovalEmail: "partners@paisapilot.example",
  address: {
    street: "12 MG Road, Ashok Nagar",
    city: "Bengaluru",
    region: "Karnataka",
    postalCode: "560001",
    country: "India",
    /** ISO 3166-1 alpha-2, as structured data writes the country. */
    countryCode: "IN",
  },
  stores: {
    android: "https://play.google.com/store/apps/details?id=example.paisapilot",
    ios: "https://apps.apple.com/in/app/paisapilot/id0000000000",
  },
  /** Where /download sends people; the query string is passed on. */
  downloadPage: "https://get.paisapilot.example/download",
  socials: {
    linkedin: "https://www.linkedin.com/company/paisapilot-example",
    x: "https://x.com/paisapilot_example",
    instagram: "https://www.instagram.com/paisapilot.example",
    youtube: "https://www.youtube.com/@paisapilot-example",
  },
  copyrightYear: 2025,
  mainNav: [
    { title: "Dynamics", href: "/dynamics" },
    { title: "Blogs", href: "/BlogPage" },
    { title: "Calculators", href: "/calculator" },
  ],
} as const;

export type SiteConfig = typeof siteConfig;

/** The locale as Open Graph writes it (`en_IN`): a language and a region joined by an underscore. */
export const openGraphLocale = siteConfig.locale.replace("-", "_");
