import { siteConfig } from "@/config/site";
import type { FaqItem } from "@/lib/copy/faq";

export function organizationLd(baseUrl: string) {
  const { address } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.name,
    url: baseUrl,
    logo: `${baseUrl}/illustrations/logo.svg`,
    email: siteConfig.contactEmail,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: siteConfig.address.countryCode,
    },
    sameAs: Object.values(siteConfig.socials),
  };
}

export function mobileApplicationLd() {
  return {
    "@context": "https://schema.org",
    "@type": "MobileApplication",
    name: siteConfig.name,
    description: siteConfig.description,
    operatingSystem: "Android, iOS",
    applicationCategory: "FinanceApplication",
    offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
    downloadUrl: [siteConfig.stores.android, siteConfig.stores.ios],
  };
}

export function faqPageLd(items: FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.replace(/\n/g, " ") },
    })),
  };
}

/** The trail a page shows as its breadcrumb (schema.org BreadcrumbList), each step an absolute URL. */
export function breadcrumbListLd(trail: readonly { name: string; path: string }[], baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: new URL(step.path, baseUrl).toString(),
    })),
  };
}
