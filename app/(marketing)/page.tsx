import type { Metadata } from "next";
import { FaqList } from "@/components/marketing/home/faq";
import { Features, SmartFeatures } from "@/components/marketing/home/features";
import { Hero } from "@/components/marketing/home/hero";
import { JourneySteps } from "@/components/marketing/home/journey";
import { HomeSection } from "@/components/marketing/home/section-heading";
import { TestimonialCard } from "@/components/marketing/home/testimonial-card";
import { TestimonialGrid } from "@/components/marketing/home/testimonials";
import { Icon } from "@/components/marketing/icon";
import { JsonLd } from "@/components/marketing/json-ld";
import { faqPageLd, mobileApplicationLd, organizationLd } from "@/components/marketing/structured-data";
import { siteConfig } from "@/config/site";
import { faqItems } from "@/lib/copy/faq";
import { journeySteps } from "@/lib/copy/home";
import { testimonials } from "@/lib/copy/testimonials";
import { getEnv } from "@/lib/env";
import { pageMetadata } from "@/components/marketing/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: { absolute: `${siteConfig.name} – Transform your money habits` },
  description: siteConfig.description,
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationLd(getEnv().APP_URL), mobileApplicationLd(), faqPageLd(faqItems)]} />
      <Hero />
      <Features />
      <SmartFeatures />
      <HomeSection
        id="journey"
        background="bg-white"
        eyebrow="Your journey"
        title="From first download to financial freedom"
        text="Four simple steps, and the app does the heavy lifting from day one."
      >
        <JourneySteps
          steps={journeySteps.map((step) => ({
            title: step.title,
            text: step.text,
            icon: <Icon name={step.icon} className="size-5" />,
            largeIcon: <Icon name={step.icon} className="size-12" />,
          }))}
        />
      </HomeSection>
      <HomeSection
        id="testimonials"
        background="bg-brand-50/60"
        eyebrow="Testimonials"
        title="Loved by people building better habits"
        text="Real stories from people across India who took charge of their money."
      >
        <TestimonialGrid
          cards={testimonials.map((t) => (
            <TestimonialCard key={t.name} t={t} />
          ))}
        />
      </HomeSection>
      <HomeSection id="faq" background="bg-white" eyebrow="FAQ" title="Frequently asked questions">
        <FaqList items={faqItems} />
      </HomeSection>
    </>
  );
}
