import type { Metadata } from "next";
import { QueryBoundary } from "@/components/shared-link/link-query";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { TripCostCalculatorFromLink, TripCostCalculatorFromUrl } from "@/components/calculators/trip-cost-calculator";
import { calculatorEntry } from "@/lib/calculators/catalog";
import { NIGHTLY_RATES, SAVINGS_SHARE } from "@/lib/calculators/trip-cost";
import { formatRupees } from "@/lib/format/rupees";

const entry = calculatorEntry("spring-break-cost");

export const metadata: Metadata = {
  title: entry.title,
  description:
    "Plan a group trip: add travel, stay, daily spending and entertainment to get the total, the cost per person and per day.",
  alternates: { canonical: entry.path },
};

export default function TripCostCalculatorPage() {
  return (
    <CalculatorPage
      entry={entry}
      intro="Add up travel, where you stay, daily spending and the fun stuff to see what your trip costs in all, per person and per day."
      howToUse={
        <ol className="list-decimal space-y-1 pl-5">
          <li>Pick a destination and the kind of accommodation.</li>
          <li>
            Set the group&apos;s daily expenses, entertainment budget, number of days, travel cost and how many are
            going.
          </li>
          <li>Read the total, the share per person and per day, and how much to set aside as savings.</li>
        </ol>
      }
      howItWorks={
        <>
          <p>
            <strong>Total = travel + accommodation per night × days + daily expenses × days + entertainment.</strong>{" "}
            Travel, daily expenses and entertainment are for the whole group.
          </p>
          <p>
            Accommodation per night: hotel {formatRupees(NIGHTLY_RATES.Hotel.rate)}, Airbnb{" "}
            {formatRupees(NIGHTLY_RATES.Airbnb.rate)} and camping {formatRupees(NIGHTLY_RATES.Camping.rate)} for every
            two members (an odd member still needs a whole room or tent), hostel{" "}
            {formatRupees(NIGHTLY_RATES.Hostel.rate)} per member. Per person and per day divide the total; the savings
            figure is {Math.round(SAVINGS_SHARE * 100)}% of the total.
          </p>
        </>
      }
    >
      <QueryBoundary fallback={<TripCostCalculatorFromLink />}>
        <TripCostCalculatorFromUrl />
      </QueryBoundary>
    </CalculatorPage>
  );
}
