import type { IconSpriteName } from "@/lib/assets/icon-sprite.generated";

/** Copy for the home page sections; the spec fixes the words quoted in section 1. */
export const rotatingWords = ["Clarity", "Insight", "Progress", "Reward"] as const;

export const themes = ["Savings", "EMI calculator", "Budgeting", "Management", "Growth", "Community"] as const;

/** A home section's icon: any of the sprite's (decision 630), which is generated from the icons the pages use. */
export type IconName = IconSpriteName;

export const features: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "wallet",
    title: "Automatic tracking",
    text: "Every UPI, card and bank transaction lands in one timeline, sorted into categories without typing a thing.",
  },
  {
    icon: "pie",
    title: "Budgets that adapt",
    text: "Set monthly budgets per category and get a gentle nudge before you cross them, not after.",
  },
  {
    icon: "receipt",
    title: "Receipts and claims",
    text: "Scan a receipt, attach it to an expense and file a claim with your employer in seconds.",
  },
  {
    icon: "trending",
    title: "Debt management",
    text: "Track loans and credit cards, plan payoffs and watch the balance fall month after month.",
  },
  {
    icon: "users",
    title: "Finance community",
    text: "Share wins, ask questions and learn money habits from people on the same journey.",
  },
  {
    icon: "shield",
    title: "Private by design",
    text: "Bank-level encryption, no tracking cookies and your data is yours to view, update or delete.",
  },
];

export const smartFeatures: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "split",
    title: "Bill splitting by order",
    text: "Split a restaurant bill by who ordered what, not just equally. Taxes and tips are shared fairly.",
  },
  {
    icon: "scale",
    title: "Balance out",
    text: "See who owes whom across every group and settle up with the fewest payments.",
  },
  {
    icon: "sparkles",
    title: "Personal spending insights",
    text: "Weekly and monthly insights show where your money goes and what changed since last month.",
  },
  {
    icon: "gift",
    title: "Rewards",
    text: "Earn rewards for staying on budget and unlock partner offers from brands you already love.",
  },
];

export const journeySteps: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "download",
    title: "Download the app",
    text: "Install from Google Play or the App Store and sign up in under a minute.",
  },
  {
    icon: "link",
    title: "Connect your accounts",
    text: "Link your bank accounts and cards once; transactions flow in automatically.",
  },
  {
    icon: "bell",
    title: "Track and get nudged",
    text: "Budgets, reminders and insights keep you on course without the spreadsheets.",
  },
  {
    icon: "trending",
    title: "Grow and get rewarded",
    text: "Hit goals, pay off debt faster and collect rewards along the way.",
  },
];
