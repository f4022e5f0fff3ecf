import { blogPostPath } from "@/lib/model/content-paths";
import { slugify } from "@/lib/model/slug";
import type { CalculatorId } from "./catalog";

/**
 * Each calculator's 'Learn more' button opens the seeded guide on the same topic
 * (decision 102). Titles, not slugs, are stored so the link follows the blog's slug rule.
 */
export const LEARN_MORE_POSTS: Readonly<Record<CalculatorId, string>> = {
  "credit-card-payoff": "Paying Off Credit Card Debt Without Losing Your Mind",
  emi: "EMI 101: How Banks Calculate Your Monthly Payment",
  "rent-vs-buy": "Rent vs Buy in Mumbai, Bengaluru and Pune: Running the Numbers",
  "savings-goal": "Saving for a Goal: From First Rupee to Down Payment",
  "auto-loan": "Car Loans Explained: On-Road Price, Tenure and the 20/4/10 Rule",
  "spring-break-cost": "Planning a Goa Trip on a Budget: A Per-Head Breakdown",
};

export function learnMoreHref(id: CalculatorId): string {
  return blogPostPath(slugify(LEARN_MORE_POSTS[id]));
}
