import { calculatorPage } from "@/components/calculators/calculator-page";
import { TripCostCalculatorFromQuery } from "@/components/calculators/trip-cost-calculator";
import { NIGHTLY_RATES, SAVINGS_SHARE } from "@/lib/calculators/trip-cost";
import { formatRupees } from "@/lib/format/rupees";

const rate = (stay: keyof typeof NIGHTLY_RATES) => formatRupees(NIGHTLY_RATES[stay].rate);

const { metadata, Page } = calculatorPage("spring-break-cost", {
  description:
    "Plan a group trip: add travel, stay, daily spending and entertainment to get the total, the cost per person and per day.",
  intro:
    "Add up travel, where you stay, daily spending and the fun stuff to see what your trip costs in all, per person and per day.",
  howToUse: [
    "Pick a destination and the kind of accommodation.",
    "Set the group's daily expenses, entertainment budget, number of days, travel cost and how many are going.",
    "Read the total, the share per person and per day, and how much to set aside as savings.",
  ],
  howItWorks: [
    <>
      <strong>Total = travel + accommodation per night × days + daily expenses × days + entertainment.</strong> Travel,
      daily expenses and entertainment are for the whole group.
    </>,
    `Accommodation per night: hotel ${rate("Hotel")}, Airbnb ${rate("Airbnb")} and camping ${rate("Camping")} for every two members (an odd member still needs a whole room or tent), hostel ${rate("Hostel")} per member. Per person and per day divide the total; the savings figure is ${Math.round(SAVINGS_SHARE * 100)}% of the total.`,
  ],
  calculator: <TripCostCalculatorFromQuery />,
});

export { metadata };
export default Page;
