// The four 'Dynamics' service pages. images[0] is the desktop image, images[1] the mobile one.
// howItWorks holds one step per line; some lines carry numbering ("1. ", "2) ") that the site strips.
import { siteConfig } from "@/config/site";
import type { SeedService } from "./types";

export const services: SeedService[] = [
  {
    title: "Smart Bill Splitting",
    tagLine: "Split rent, trips and dinners in seconds, and settle up with one UPI tap.",
    description: `Smart Bill Splitting turns shared spending into a running, fair tally. Create a group for your flat, your trip or your office lunch gang, add an expense by hand or from a payment ${siteConfig.name} has already detected, and choose how to divide it: equally, by exact amounts, by percentage or by shares. The app keeps every balance up to date, simplifies who owes whom into the fewest possible payments and lets each person settle with a UPI request, so nobody has to be the group's accountant.`,
    images: [
      "/images/services/bill-splitting-desktop.svg",
      "/images/services/bill-splitting-mobile.svg",
      "/images/services/bill-splitting-settle.svg",
    ],
    imageAlts: [
      `A group dinner bill split between friends in the ${siteConfig.name} app, on a laptop`,
      `A group dinner bill split between friends in the ${siteConfig.name} app, on a phone`,
      "Who owes whom after a trip, settled in one tap",
    ],
    whyWeBuilt: `In our early user interviews, almost everyone living with flatmates or travelling with friends kept a second, messier record of shared costs: a WhatsApp thread, a notes app or a spreadsheet that one person maintained and everyone else doubted. Those records drifted away from the real payments in their bank SMS, and small mismatches turned into awkward conversations. Since ${siteConfig.name} already sees those payments, we built splitting right where the money is tracked, so the shared record and the real record are the same thing.`,
    howItWorks:
      "1. Create a group for your flat, trip or team and invite members by phone number or link.\n" +
      `2. Add an expense, or tap 'Split this' on a UPI or card payment ${siteConfig.name} detected from your SMS.\n` +
      "3) Choose equal, exact, percentage or share-based splits, and attach the bill photo if you like.\n" +
      "Balances update instantly and debts are simplified into the fewest possible transfers.\n" +
      "5. Settle up with a UPI request or mark cash payments as paid; everyone sees the same history.",
    highlights: [
      "Split any detected UPI or card payment in one tap",
      "Equal, exact-amount, percentage and share-based splits",
      "Debt simplification: fewest transfers to settle a group",
      "Recurring splits for rent, Wi-Fi and house help",
      "UPI settle-up requests with automatic 'paid' matching",
      `Works for members who do not use ${siteConfig.name} yet`,
    ],
    benefits: [
      "No more end-of-month arguments about who paid what",
      "Your shared expenses count towards your personal budget automatically",
      "Trips close the same day you get home, not three weeks later",
      "A clear, timestamped history everyone in the group can trust",
    ],
    languageStyle:
      "Friendly and neutral, never nagging: reminders say 'Rohan, your share of the Wi-Fi bill is ₹300' rather than 'You owe money'. Amounts use Indian grouping (₹1,25,000), and the feature is available in English, Hindi, Tamil, Telugu, Kannada and Marathi.",
  },
  {
    title: "Expense Claims & Receipt Scanning",
    tagLine: "Snap a bill, and the claim writes itself.",
    description: `Expense Claims & Receipt Scanning takes the pain out of getting reimbursed. Photograph a bill, a fuel receipt or a GST invoice, and ${siteConfig.name} reads the merchant, date, amount and tax lines, matches the receipt to the payment already in your timeline and files it under the right claim. When a trip or month is over, export a clean claim report as PDF or spreadsheet, with every receipt attached, ready to send to your finance team or to keep for your own tax records.`,
    images: ["/images/services/receipt-scan-desktop.svg", "/images/services/receipt-scan-mobile.svg"],
    imageAlts: [
      "A scanned receipt turned into an expense claim, on a laptop",
      "A phone camera scanning a paper receipt",
    ],
    whyWeBuilt:
      "Salaried professionals who travel for work told us they were losing real money: the average user we spoke to had at least one unclaimed expense every month simply because the paper receipt was lost or the claim form felt like too much effort. Freelancers had the opposite problem, a shoebox of receipts at tax time. Scanning the bill at the moment of payment, and matching it to a transaction we already know about, removes almost all of that friction.",
    howItWorks:
      `Open the camera from the ${siteConfig.name} home screen and photograph the bill, or share a PDF invoice from email.\n` +
      "2) The app reads the merchant, date, total, GSTIN and tax amounts, and shows them for you to confirm.\n" +
      "3) It links the receipt to the matching UPI, card or cash entry in your timeline.\n" +
      "4. Tag the expense to a claim, such as 'Pune client visit', and add a note for your approver.\n" +
      "5. Export the claim as a PDF or spreadsheet with every receipt attached, and mark it reimbursed when the money arrives.",
    highlights: [
      "Reads printed bills, handwritten kachcha bills and PDF invoices",
      "Captures GSTIN, CGST, SGST and IGST lines from tax invoices",
      "Automatic matching to the payment already in your timeline",
      "Claim folders for trips, clients or months",
      "Export to PDF or spreadsheet with receipts attached",
      "Reminders for receipts still missing from a claim",
    ],
    benefits: [
      "Claim every rupee you are owed, on time",
      "No more hunting for faded thermal receipts",
      "Business and personal spending stay clearly separated",
      "Organised records for ITR filing and for your CA",
    ],
    languageStyle:
      "Precise and businesslike, because claims end up in front of a finance team: dates as 12 Mar 2026, amounts with tax shown separately, and fields named the way Indian invoices name them (GSTIN, HSN/SAC, CGST/SGST). Prompts stay short so a claim can be filed while standing at the counter.",
  },
  {
    title: "Payroll Records & Audits",
    tagLine: "Salary, advances and payslips for your small team, kept audit-ready.",
    description: `Payroll Records & Audits is for the small employers ${siteConfig.name} users often turn out to be: the clinic owner with four staff, the family that employs a driver and a cook, the founder paying a first handful of employees. Record salaries, advances, bonuses and deductions, generate simple payslips, and keep a tamper-evident log of every change. When your accountant, an auditor or an employee asks a question, the answer is one search away instead of buried in a passbook.`,
    images: [
      "/images/services/payroll-desktop.svg",
      "/images/services/payroll-mobile.svg",
      "/images/services/payroll-audit.svg",
    ],
    imageAlts: [
      "Monthly payroll records in a table, on a laptop",
      "A payslip summary on a phone",
      "Payroll records checked off for an audit",
    ],
    whyWeBuilt:
      "We kept seeing the same pattern in users' timelines: regular transfers to the same few people around the first of the month, plus irregular 'advance' payments in between, with no record of what each one was for. Small employers usually cannot justify payroll software built for large companies, yet they still need to answer 'how much have I paid this person this year?' and to show proof of payment when asked. This feature gives them a lightweight, honest record built on the payments they already make.",
    howItWorks:
      "1. Add each team member with their monthly pay, pay day and payment method.\n" +
      `2. ${siteConfig.name} recognises salary and advance transfers to them and suggests recording each one.\n` +
      "3. Record deductions such as advance recovery or unpaid leave, and additions such as overtime or bonus.\n" +
      "4) Generate a payslip for any month and share it with the employee as a PDF.\n" +
      "Every edit is logged with who changed what and when, so the history stays audit-ready.\n" +
      "6) At year end, export a summary per person for your accountant.",
    highlights: [
      "Salary, advance, bonus and deduction records per person",
      "One-tap payslips in English or the employee's language",
      "Change log that records every edit with time and author",
      "Alerts when headcount approaches EPF and ESI thresholds",
      "Year-end summaries ready for your CA",
      "Proof-of-payment links to the actual bank transfers",
    ],
    benefits: [
      "Answer any pay question from staff in seconds",
      "Advances are tracked and recovered fairly, without disputes",
      "Ready for audits, loan applications and compliance checks",
      "Employees receive proper payslips, which helps them get credit",
    ],
    languageStyle:
      "Respectful and plain, written for employers and employees alike: 'Salary for October: ₹18,000, advance recovered: ₹2,000'. Payslips can be generated in English, Hindi, Tamil, Telugu, Kannada, Marathi or Bengali so every team member can read their own record.",
  },
  {
    title: "Finance Community (Finspace)",
    tagLine: "Ask real questions about money and get honest answers from people like you.",
    description: `Finspace is ${siteConfig.name}'s moderated community for everyday money questions: how to handle a first salary, whether to prepay a home loan, how to split rent fairly, what to check before buying term insurance. Members can post anonymously, share anonymised snapshots of their budgets, join city and topic circles, and learn from weekly sessions with credentialed professionals. Posts promising guaranteed returns or pushing specific stock tips are removed, so the space stays useful rather than noisy.`,
    images: ["/images/services/finspace-desktop.svg", "/images/services/finspace-mobile.svg"],
    imageAlts: [
      "The Finspace community's discussion threads about money, on a laptop",
      "A Finspace discussion thread on a phone",
    ],
    whyWeBuilt:
      "Money is still a difficult subject to raise with friends and family in India, so many people turn to social media, where the loudest voices are often selling something. Our users wanted a place to compare notes with peers at a similar stage of life, without judgement and without being sold to. Finspace brings that conversation into the app, next to the numbers it is about, with clear rules and active moderation.",
    howItWorks:
      "1) Join Finspace from the Community tab and choose a display name, or post anonymously.\n" +
      "2) Pick circles that match your life: your city, first jobbers, home buyers, freelancers, parents.\n" +
      `Ask a question or share an anonymised budget snapshot straight from your ${siteConfig.name} data.\n` +
      "4. Get answers from members; replies from credentialed professionals carry a verified badge.\n" +
      "5. Join weekly live sessions on topics such as taxes, insurance and loans, and save the best answers to your notes.",
    highlights: [
      "Anonymous posting, with personal details stripped from shared snapshots",
      "City and life-stage circles",
      "Verified badges for credentialed professionals",
      "Weekly live sessions on tax, insurance and loans",
      "Strict rules against tips, referral spam and 'guaranteed returns'",
      "Human moderators reviewing reports around the clock",
    ],
    benefits: [
      "Learn from people facing the same decisions you are",
      "Ask the 'basic' questions without embarrassment",
      "Spot scams early through community warnings",
      "Turn good advice into action with your own budgets and goals",
    ],
    languageStyle:
      "Warm, respectful and jargon-free. Community guidelines ask members to explain terms like XIRR or FOIR when they use them, to share experiences rather than instructions, and to write in whichever language they are comfortable with; Hinglish and regional languages are welcome in every circle.",
  },
];
