// Shared links (issue 12, item 2): a calculator link with its inputs, or /BlogPage?tag=..., is answered by
// a server-rendered twin of the static page, so the first paint already shows the link's own figures. The
// plain URLs stay static. The proxy rewrites only when the query names one of the page's inputs, so a
// tracking parameter alone (utm_source...) keeps the static page (decision 312).
import { fields as autoLoan } from "@/lib/calculators/auto-loan";
import { fields as creditCard } from "@/lib/calculators/credit-card-payoff";
import { fields as emi } from "@/lib/calculators/emi";
import { fields as rentVsBuy } from "@/lib/calculators/rent-vs-buy";
import { fields as savingsGoal } from "@/lib/calculators/savings-goal";
import { fields as tripCost } from "@/lib/calculators/trip-cost";

const keys = (list: readonly { key: string }[], ...choices: string[]) => [...list.map((f) => f.key), ...choices];

/** The public page (its path without the slash) and the query keys that make a link "shared". */
export const SHARED_LINK_PAGES: Readonly<Record<string, readonly string[]>> = {
  EMICalculator: keys(emi),
  creditCardCalculator: keys(creditCard),
  rentvsbuyCalculator: keys(rentVsBuy),
  SavingsCalculator: keys(savingsGoal),
  AutoLoanCalculator: keys(autoLoan, "brand"),
  TripCostCalculator: keys(tripCost, "destination", "accommodation"),
  BlogPage: ["tag"],
};

/** Where the twins live; never linked, and refused when asked for directly. */
export const SHARED_LINK_PREFIX = "/shared-link/";

/** The twin's path for a request, or null when the static page answers. */
export function sharedLinkTarget(pathname: string, search: URLSearchParams): string | null {
  const page = pathname.slice(1);
  const wanted = Object.hasOwn(SHARED_LINK_PAGES, page) ? SHARED_LINK_PAGES[page] : undefined;
  if (!wanted || !wanted.some((key) => search.get(key))) return null;
  return `${SHARED_LINK_PREFIX}${page}`;
}
