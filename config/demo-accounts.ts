/** Seeded accounts for local use and tests; printed by `npm start` and listed in the README. */
export const demoAccounts = {
  partner: {
    email: "demo.partner@paisapilot.example",
    password: "DemoPartner#2025",
    firstName: "Asha",
    lastName: "Verma",
  },
  pendingPartner: {
    email: "pending.partner@paisapilot.example",
    password: "PendingPartner#2025",
    firstName: "Rohan",
    lastName: "Mehta",
  },
  /** Signs in at /admin/login and enrols an authenticator on first sign-in (admins must). */
  admin: { email: "admin@paisapilot.example", password: "ProviderAdmin#2025", name: "Neha Kapoor" },
  /** Content and inbox only (decision 601); no second factor until they choose one. */
  editor: { email: "editor@paisapilot.example", password: "ProviderEditor#2025", name: "Kabir Sen" },
} as const;

/**
 * The mobile app's key in the demo only (X-App-Key on POST /api/v1/offers/{id}/claims): a demo or test
 * server without APP_API_KEYS accepts it; a production start never does (decision 547).
 */
export const DEMO_APP_KEY = "demo-app-Kq7Vz2Nw6Ht1Rb5Xm9Lp3Jd8Fs4Gc0Ye";
