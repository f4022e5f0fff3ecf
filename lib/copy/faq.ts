import { siteConfig } from "@/config/site";

export type FaqItem = { id: string; question: string; answer: string };

/** Answer lines that start with a number are shown with the number in bold (spec 3). */
export const faqItems: FaqItem[] = [
  {
    id: "what-is",
    question: `What is ${siteConfig.name}?`,
    answer: `${siteConfig.name} is an automatic expense tracker and personal-finance app for Android and iOS. It reads your transactions, sorts them into categories and turns them into budgets, spending insights and reminders.\nYou can also split bills with friends, keep track of debts, scan receipts and learn from a community of people working on their money habits.`,
  },
  {
    id: "security",
    question: "Is my financial data secure?",
    answer: `Yes. ${siteConfig.name} uses bank-level encryption: your data is encrypted in transit with TLS and at rest with AES-256.\nWe never sell your data, we never ask for your banking passwords, and you can view, update or delete your data from the app's settings at any time.`,
  },
  {
    id: "multiple-accounts",
    question: "Can I connect multiple bank accounts?",
    answer:
      "Yes, you can connect as many savings, salary and credit card accounts as you use:\n1. Open the app and go to Accounts.\n2. Tap Add account and pick your bank.\n3. Give consent once; transactions from every linked account then appear in one timeline.",
  },
];

/** Splits "1. Do this" into its number and the rest, for the bold-number rendering. */
export function splitNumberedLine(line: string): { number: string | null; text: string } {
  const match = /^(\d+[.)])\s*(.*)$/.exec(line);
  return match ? { number: match[1] ?? null, text: match[2] ?? "" } : { number: null, text: line };
}
