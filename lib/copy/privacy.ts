import { siteConfig } from "@/config/site";

export type PolicyCard = { id: string; title: string; paragraphs: string[] };

const name = siteConfig.name;

/** The 14 cards of the privacy page, in the spec's order (section 2), consistent with section 1. */
export const privacyCards: PolicyCard[] = [
  {
    id: "information-collection",
    title: "Information Collection",
    paragraphs: [
      `We collect the information you give us when you create an account or contact us: your name, e-mail address, mobile number and, for workplace plans, your company details.`,
      `When you link accounts, ${name} reads the transactions needed to track your expenses. We also collect basic technical data such as the app version and the pages visited on this website, without tracking cookies.`,
    ],
  },
  {
    id: "use-of-information",
    title: "Use of Information",
    paragraphs: [
      `We use your information to provide the app: categorising expenses, budgeting, bill splitting, debt tracking and financial insights about your spending.`,
      "We also use it to send notifications you have asked for, such as budget alerts and reminders, to answer your messages and to keep the service secure.",
    ],
  },
  {
    id: "sharing-of-information",
    title: "Sharing of Information",
    paragraphs: [
      "We do not sell your personal information. We share it only with service providers that help us run the app (hosting, e-mail delivery), under contracts that limit their use to that purpose.",
      "We may disclose information when the law requires it, or to protect the rights and safety of our users.",
    ],
  },
  {
    id: "data-security",
    title: "Data Security",
    paragraphs: [
      "Your data is protected with bank-level encryption: TLS in transit and AES-256 at rest. Access within our team is limited to people who need it to support you.",
      "No system is perfectly secure; if a breach ever affects your data, we will tell you and the authorities as the law requires.",
    ],
  },
  {
    id: "user-rights",
    title: "User Rights",
    paragraphs: [
      "You can view, update or delete your data at any time in the app's settings.",
      "You can also request the deletion of your account on our account deletion page; requests are processed within 7 business days.",
    ],
  },
  {
    id: "cookies-and-tracking",
    title: "Cookies and Tracking",
    paragraphs: [
      "We do not use cookies for tracking or advertising. This website counts page views (the page address only) to learn which pages are useful, without identifying you.",
      "Partners who sign in to the partner dashboard receive one essential cookie that keeps them signed in.",
    ],
  },
  {
    id: "childrens-privacy",
    title: "Children's Privacy",
    paragraphs: [
      `${name} is meant for people over 13. We do not knowingly collect information from children under 13; if we learn that we have, we delete it.`,
    ],
  },
  {
    id: "social-sharing",
    title: "Social Sharing",
    paragraphs: [
      "The finance community lets you post and share content. What you post in the community is visible to other members; please do not share account numbers or other sensitive details.",
      "You can edit or delete your posts at any time.",
    ],
  },
  {
    id: "data-retention",
    title: "Data Retention",
    paragraphs: [
      "We keep your data while your account is active. When you delete your account, we delete your personal data within 7 business days, except records the law requires us to keep.",
    ],
  },
  {
    id: "user-consent",
    title: "User Consent",
    paragraphs: [
      `By using ${name} you agree to this policy. Linking a bank account or enabling notifications always asks for your consent first, and you can withdraw it in settings.`,
    ],
  },
  {
    id: "third-party-links",
    title: "Third-Party Links",
    paragraphs: [
      "The app and this website may link to other sites, such as app stores, partner offers and social networks. Their privacy practices are their own; please read their policies.",
    ],
  },
  {
    id: "user-responsibilities",
    title: "User Responsibilities",
    paragraphs: [
      "Keep your sign-in details safe, give accurate information and use the community respectfully. Tell us straight away if you think someone else has accessed your account.",
    ],
  },
  {
    id: "changes-to-policy",
    title: "Changes to Policy",
    paragraphs: [
      "We may update this policy as the product changes. We will show the date of the latest version on this page and tell you in the app about significant changes.",
    ],
  },
  {
    id: "contact-us",
    title: "Contact Us",
    paragraphs: [
      `Questions about privacy or these terms? Write to ${siteConfig.supportEmail} or to ${name}, ${siteConfig.address.street}, ${siteConfig.address.city} ${siteConfig.address.postalCode}, ${siteConfig.address.country}.`,
    ],
  },
];

export const PRIVACY_LAST_UPDATED = "2025-01-01";
