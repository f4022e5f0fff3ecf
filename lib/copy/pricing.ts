/** Every price and plan row of the pricing page (spec 9). Rupees per user per month. */
export type BillingPeriod = "quarterly" | "annually";
export type PlanId = "basic" | "pro";
export type Audience = "employee" | "employer";

/** The two switches above the plans, with the spec's labels. */
export const billingPeriods = [
  { value: "quarterly", label: "Billed Quarterly" },
  { value: "annually", label: "Billed Annually" },
] as const satisfies readonly { value: BillingPeriod; label: string }[];
export const audiences = [
  { value: "employee", label: "For Employee" },
  { value: "employer", label: "For Employer" },
] as const satisfies readonly { value: Audience; label: string }[];

export type PlanPrice = { actualPrice: number; price: number; discount: string };

/**
 * The spec gives list prices only for quarterly billing; the annual discounts (-62%, -50%) match the
 * same list prices, so both periods strike through 129 and 159 (decision 304).
 */
export const priceTable: Record<BillingPeriod, Record<PlanId, PlanPrice>> = {
  quarterly: {
    basic: { actualPrice: 129, price: 59, discount: "-54%" },
    pro: { actualPrice: 159, price: 89, discount: "-44%" },
  },
  annually: {
    basic: { actualPrice: 129, price: 49, discount: "-62%" },
    pro: { actualPrice: 159, price: 79, discount: "-50%" },
  },
};

/** A plan's prices as the page writes them ("₹59"), for each period. */
export type PriceLabels = Record<
  BillingPeriod,
  Record<PlanId, { actualPrice: string; price: string; discount: string }>
>;

export const plans: { id: PlanId; name: string; tagline: string }[] = [
  { id: "basic", name: "Basic", tagline: "Everything you need to start tracking and saving." },
  { id: "pro", name: "Pro", tagline: "Unlimited power for teams that run on insight." },
];

export type FeatureValue = string | boolean;

/** Business plan row (For Employer). */
export type BusinessFeature = { name: string; description: string; basic: FeatureValue; pro: FeatureValue };
/** Individual plan row (For Employee): the 99 and 149 plans are the Basic and Pro columns. */
export type IndividualFeature = { name: string; description: string; for99: FeatureValue; for149: FeatureValue };

export const businessFeatures: BusinessFeature[] = [
  {
    name: "Receipt scans",
    description: "Scan receipts and turn them into expenses.",
    basic: "10 per month",
    pro: "Unlimited",
  },
  {
    name: "Easy-claim budgets",
    description: "Budgets employees can claim against.",
    basic: "Up to 5 per month",
    pro: "Unlimited",
  },
  { name: "Payrolls", description: "Payroll records kept in the app.", basic: "Last 6 months", pro: "Unlimited" },
  { name: "Admins", description: "People who manage the company account.", basic: "Up to 2", pro: "Unlimited" },
  { name: "Audits", description: "Expense audits for your finance team.", basic: "No fee up to 2", pro: "Unlimited" },
  {
    name: "In-app events",
    description: "Company events run through the app.",
    basic: "Event fees apply",
    pro: "2 free events",
  },
  { name: "Corporate cash console", description: "One console for company cash and cards.", basic: false, pro: true },
  { name: "Payroll check", description: "Automatic checks on every payroll run.", basic: false, pro: true },
  { name: "Expense recap", description: "Periodic recap of team spending.", basic: false, pro: true },
  { name: "Currency flex", description: "Expenses in any currency, converted for you.", basic: true, pro: true },
  { name: "Finspace", description: "A shared finance space for your team.", basic: true, pro: true },
  { name: "Report vault", description: "Every report stored and searchable.", basic: true, pro: true },
];

export const individualFeatures: IndividualFeature[] = [
  { name: "Budgeting", description: "Plan monthly budgets by category.", for99: "Normal", for149: "Personalised" },
  {
    name: "Spend insights",
    description: "Where your money went, and what changed.",
    for99: "Monthly",
    for149: "Weekly",
  },
  {
    name: "Split groups",
    description: "Groups for sharing bills with friends.",
    for99: "Up to 2",
    for149: "Unlimited",
  },
  { name: "Debts", description: "Loans and cards tracked to payoff.", for99: "Up to 3", for149: "Unlimited" },
  { name: "Peer plan comparison", description: "See how your plan compares with peers.", for99: false, for149: true },
  { name: "Knowledge vault", description: "Guides and courses on personal finance.", for99: false, for149: true },
  { name: "Gamified experience", description: "Streaks, challenges and rewards.", for99: false, for149: true },
];

export type ComparisonRow = { name: string; description: string; basic: FeatureValue; pro: FeatureValue };

/** The comparison table for an audience, in Basic/Pro columns. */
export function comparisonRows(audience: Audience): ComparisonRow[] {
  return audience === "employer"
    ? businessFeatures
    : individualFeatures.map(({ name, description, for99, for149 }) => ({
        name,
        description,
        basic: for99,
        pro: for149,
      }));
}

export const OFFER = { registrations: 10, title: "Limited Time Offer" } as const;
