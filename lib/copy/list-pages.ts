import { siteConfig } from "@/config/site";

// The list pages' introductions: each page shows its own, and its share image (app/share-image) says it too.

export const blogIntro =
  "Stories and explainers on crypto and blockchain, product updates, partnerships and user stories: everything that helps you make smarter decisions with your money.";

export const dynamicsIntro = `The features behind ${siteConfig.name}: what each one does, why we built it and how it works.`;

export const calculatorsDescription =
  "Free finance calculators for India: credit card payoff, EMI, rent vs buy, savings goal, auto loan and trip cost.";
