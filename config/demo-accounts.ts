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
  admin: { email: "admin@paisapilot.example", password: "ProviderAdmin#2025", name: "Neha Kapoor" },
} as const;
