// Personal-finance guides for Indian readers. Paragraphs are separated by the literal two
// characters backslash + n (written "\\n" here), which the site renders as line breaks.
import { siteConfig } from "@/config/site";
import type { SeedBlogPost } from "./types";

export const moneyGuidePosts: SeedBlogPost[] = [
  {
    title: "Budgeting on a Salary: The 50-30-20 Rule for Indian Paychecks",
    publishedAt: "2025-09-08T04:30:00.000Z",
    tags: ["Budgeting", "Savings"],
    images: ["/images/blog/salary-budget.svg"],
    imageAlts: ["A monthly salary split into needs, wants and savings in the 50-30-20 ratio"],
    description:
      "The day the salary is credited feels generous; the last week of the month rarely does. Most of us do not overspend on one big purchase. Money leaks out through dozens of small UPI payments, forgotten auto-debits and weekend plans. A budget is not a punishment. It is simply a decision, made in advance, about where each rupee will go, so that the end of the month stops being a surprise." +
      "\\nThe 50-30-20 rule is the easiest place to start. Work from your take-home pay (what lands in your account after TDS, provident fund and professional tax), not your CTC. Put 50% towards needs: rent, groceries, electricity, commute, insurance premiums and minimum loan payments. Allow 30% for wants: eating out, shopping, OTT subscriptions and travel. Send the remaining 20% to savings and extra debt repayment. On a take-home of ₹60,000 that means ₹30,000 for needs, ₹18,000 for wants and ₹12,000 saved every month." +
      "\\nIn Bengaluru, Mumbai or Gurugram, rent alone can swallow 30-40% of a young professional's pay, so needs often run closer to 60%. That is fine, as long as the extra comes out of wants and not out of savings: a 60-20-20 split is still a healthy budget. The trick is to protect the 20% first. Schedule an auto-transfer, recurring deposit or SIP for the day after payday so that saving happens before spending does." +
      "\\nDecide what the savings are for, in order. First an emergency fund of three to six months of essential expenses, kept in a savings account, sweep-in FD or liquid fund. Next, health insurance of your own, because an employer's group cover ends when the job does. Then clear expensive debt such as credit card balances. Only after that should long-term goals take the lion's share. Your EPF counts towards retirement, but it is not money you can reach in an emergency." +
      "\\nDo not forget the expenses that arrive once a year: insurance renewals, school fees, Diwali gifts, vehicle servicing. Add them up, divide by twelve and set that amount aside every month in a separate 'sinking fund'. A ₹24,000 premium then costs ₹2,000 a month instead of wrecking one month completely." +
      `\\nFinally, track without turning it into a chore. ${siteConfig.name} reads your bank's transaction SMS and sorts spending into categories automatically, so all you need is a ten-minute review once a week. Look at your three biggest categories and change one thing at a time. A simple budget that you revise every month will always beat a perfect spreadsheet abandoned in week two.`,
  },
  {
    title: "EMI 101: How Banks Calculate Your Monthly Payment",
    publishedAt: "2025-10-02T05:00:00.000Z",
    tags: ["Loans"],
    images: ["/images/blog/emi-101.svg", "/images/blog/emi-101-schedule.svg"],
    imageAlts: [
      "A loan amount, interest rate and tenure adding up to one monthly EMI",
      "An EMI schedule in which the interest part shrinks and the principal part grows each month",
    ],
    description:
      "An EMI, or Equated Monthly Instalment, is the fixed amount you pay every month until a loan is closed. Every EMI contains two parts, interest and principal, but the mix between them changes from one month to the next. Understanding that mix is the key to choosing a sensible tenure and to knowing when a prepayment is worth it." +
      "\\nBanks use a standard formula: EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1). Here P is the loan amount, r is the monthly interest rate (the annual rate divided by 12 and by 100) and n is the number of monthly instalments. For a ₹10,00,000 personal loan at 9% a year for five years, r is 0.0075 and n is 60, which gives an EMI of about ₹20,758. Over five years you repay roughly ₹12,45,500, so the loan costs about ₹2,45,500 in interest." +
      "\\nMost retail loans in India are reducing-balance loans: each month's interest is charged only on the principal still outstanding. That is why early EMIs are mostly interest. Take a ₹50,00,000 home loan at 8.5% for 20 years. The EMI is ₹43,391, but in the very first month ₹35,417 of it is interest and only ₹7,974 reduces the loan. Across the full 20 years the interest adds up to roughly ₹54,14,000, more than the amount borrowed." +
      "\\nTenure is the biggest lever you control. Stretching the same ₹50 lakh loan to 25 years lowers the EMI to ₹40,261, a saving of about ₹3,130 a month, yet total interest climbs to roughly ₹70,78,000, around ₹16.6 lakh more. A longer tenure buys breathing room today at a steep price later, so pick the shortest tenure whose EMI you can pay comfortably." +
      "\\nBe careful with 'flat rate' quotes, still common for consumer durables and some vehicle loans. A flat rate is charged on the original principal for the whole tenure, even as you repay it, so a 6% flat rate over five years works out to roughly 11% on a reducing-balance basis. Always ask for the reducing-balance rate, the processing fee and the full amortisation schedule before you sign." +
      "\\nPrepayment is most powerful early in the loan, when the outstanding principal and the interest on it are highest. RBI rules do not allow lenders to charge foreclosure or prepayment penalties on floating-rate term loans taken by individuals for non-business purposes; fixed-rate loans may carry a charge, so read the sanction letter. When you do prepay, ask the bank to reduce the tenure rather than the EMI: it saves noticeably more interest." +
      `\\nAs a rule of thumb, keep all your EMIs together below 30-40% of take-home pay. Lenders check this ratio too, and it leaves room for savings and surprises. Try different amounts, rates and tenures in ${siteConfig.name}'s EMI calculator before you walk into the bank.`,
  },
  {
    title: "Paying Off Credit Card Debt Without Losing Your Mind",
    publishedAt: "2025-10-27T06:15:00.000Z",
    tags: ["Loans", "Budgeting"],
    images: ["/images/blog/credit-card-payoff.svg"],
    imageAlts: ["A credit card balance coming down month by month to zero"],
    description:
      "A credit card is an excellent way to pay and a very expensive way to borrow. If you clear the full statement balance by the due date, you enjoy an interest-free period of up to about 45-50 days. The moment you carry a balance forward, interest of roughly 3-3.75% a month kicks in, usually calculated from the date of each purchase, and new purchases lose their interest-free period until the balance is cleared. That is more than 40% a year, before the 18% GST charged on interest and fees." +
      "\\nThe 'minimum amount due', typically around 5% of the outstanding balance, is designed to keep your account regular, not to get you out of debt. On a ₹1,00,000 balance at 3.6% a month, paying only the minimum would take close to 20 years and cost more than ₹3,20,000 in total. Paying a fixed ₹10,000 a month instead clears the same balance in about 13 months for roughly ₹1,26,000." +
      "\\nStep one is to stop the balance from growing. Put the card away for new spending, and move subscriptions and utility auto-pays to your debit card or UPI. Then make a simple list of every card with its outstanding balance, monthly interest rate and minimum due, so you can see the whole problem in one place." +
      "\\nStep two is choosing a method. Pay the minimum on every card, then throw every extra rupee at one card at a time. The avalanche method targets the highest interest rate first and saves the most money. The snowball method targets the smallest balance first and gives you quick wins that keep you motivated. Either works, as long as you stick with it every single month." +
      "\\nStep three is making the debt cheaper. Most banks let you convert an outstanding balance into an EMI at a lower rate, often somewhere between 13% and 24% a year plus a processing fee. A personal loan at 11-16% or a loan against a fixed deposit can be cheaper still. A balance transfer to another card can also help. All of these only work if the old card does not fill up again." +
      "\\nProtect your credit score throughout. Always pay at least the minimum on time. Under RBI rules a card issuer may levy late-payment charges or report your card as past due to credit bureaus only once a payment is more than three days overdue, but the days past due are then counted from the original due date, so that grace period is a safety net, not a plan. Once the debt is gone, aim to use less than about 30% of your total limit." +
      `\\nHere is what steady progress looks like: ₹1,80,000 spread across two cards at 3.5% a month, repaid at ₹15,000 a month, is cleared in about 16 months for roughly ₹2,37,500 in total. ${siteConfig.name}'s credit card payoff calculator shows how much sooner you would be free with just ₹2,000 more each month.`,
  },
  {
    title: "Rent vs Buy in Mumbai, Bengaluru and Pune: Running the Numbers",
    publishedAt: "2025-11-18T05:30:00.000Z",
    tags: ["Savings", "Loans"],
    images: ["/images/blog/rent-vs-buy.svg"],
    imageAlts: ["A rented flat and a bought flat weighed against each other on a scale"],
    description:
      "'Rent is money down the drain' is the line every tenant has heard from a relative. But owning a home has its own costs that you never get back: the interest part of every EMI, maintenance, property tax, stamp duty and the returns your down payment could have earned elsewhere. A fair comparison looks at the unrecoverable cost of each option, not at rent versus EMI." +
      "\\nStart with rental yield, the annual rent divided by the price of the home. In Indian metros it is low, typically 2-4%. A ₹1,20,00,000 two-bedroom flat in a Bengaluru suburb might rent for ₹35,000 a month, a yield of 3.5%; in many Mumbai neighbourhoods yields are closer to 2-3%. Meanwhile home loans cost around 8-9.5% a year. Renting the same home is usually much cheaper month to month than borrowing to buy it." +
      "\\nNow the first year of buying that ₹1.2 crore flat. A 20% down payment is ₹24,00,000, and stamp duty plus registration adds roughly 5-8% depending on the state, say ₹7,50,000. A ₹96,00,000 loan at 8.5% for 20 years means an EMI of ₹83,311. In year one about ₹8,08,700 of those EMIs is interest and only ₹1,91,000 repays principal. Add around ₹75,000 for maintenance and property tax, plus about ₹2,20,500 of returns forgone if the ₹31,50,000 paid upfront had earned 7%. The unrecoverable cost is roughly ₹11,00,000, against ₹4,20,000 of rent." +
      "\\nAppreciation is what closes the gap. If the flat gains 5% in value in a year, that is ₹6,00,000, and the net cost of owning falls to about ₹5 lakh, not far from the rent. So the answer depends on three things: how fast prices in that micro-market really rise, how long you will stay (stamp duty and brokerage hurt less when spread over ten years than over three), and whether, as a tenant, you actually invest the difference instead of spending it." +
      "\\nTax benefits help, but less than many expect. Under the old tax regime you can deduct up to ₹2,00,000 a year of home-loan interest on a self-occupied home under Section 24(b), and principal repayment counts towards the ₹1,50,000 limit of Section 80C. The new regime, now the default, does not offer these deductions for a self-occupied home. Never buy a house mainly to save tax." +
      "\\nSome reasons are not financial at all: stability for children's schooling, freedom to renovate, no landlord and no annual rent hike on the one hand; flexibility to move for a better job, no large loan and no construction risk on the other. If you choose an under-construction project, check its RERA registration and the builder's delivery record." +
      `\\nA practical rule: buying makes sense when you expect to stay seven to ten years or more, the EMI stays below 35-40% of take-home pay, and your emergency fund is untouched after the down payment. Put your own city's numbers into ${siteConfig.name}'s rent vs buy calculator to see where the break-even year falls for you.`,
  },
  {
    title: "Saving for a Goal: From First Rupee to Down Payment",
    publishedAt: "2025-12-09T04:45:00.000Z",
    tags: ["Savings"],
    images: ["/images/blog/savings-goal.svg"],
    imageAlts: ["A savings jar filling up towards a house down payment"],
    description:
      "'I should save more' is a wish. '₹6,00,000 for a car down payment by March 2029' is a goal, and goals are far easier to stick to because every month you can see whether you are on track. The first step is to turn vague intentions into a specific amount and a specific date." +
      "\\nAdjust the amount for inflation. Something that costs ₹5,00,000 today will cost about ₹6,38,000 in five years if prices rise 5% a year. For goals like a child's education, where costs have historically risen faster than general inflation, use a higher rate." +
      "\\nThen work backwards to a monthly number. To reach ₹6,00,000 in three years you need ₹16,667 a month if the money earns nothing, or about ₹14,900 a month if it earns 7% a year. Seeing that number is usually the moment a goal becomes real: you either make room for it in the budget, push the date out or scale the goal down." +
      "\\nMatch where you keep the money to how soon you need it. For goals one to three years away, safety matters more than returns: savings accounts, fixed deposits, recurring deposits or liquid and short-duration debt funds. For three to five years, a mix of debt and conservative hybrid funds can work. Only for goals five or more years away does a SIP in equity mutual funds make sense, because you have time to ride out the falls. Putting next year's down payment in equities is a gamble, not a plan." +
      "\\nAutomate it. Open a separate account, recurring deposit or SIP dated for the day after your salary arrives, so the money leaves before you can spend it. Step the amount up by 10% whenever you get a raise, and send half of every windfall, such as a bonus or tax refund, straight to the goal." +
      `\\nTrack it and celebrate the milestones. ${siteConfig.name}'s goals show your progress at a glance, and hitting 25%, 50% and 75% deserves a small treat. If life knocks you off track, change the date, the amount or the monthly contribution, but do not raid your emergency fund; that money has a different job.`,
  },
  {
    title: "Car Loans Explained: On-Road Price, Tenure and the 20/4/10 Rule",
    publishedAt: "2026-01-20T05:00:00.000Z",
    tags: ["Loans"],
    images: ["/images/blog/car-loan.svg"],
    imageAlts: ["A car beside its on-road price, loan tenure and monthly payment"],
    description:
      "The price in the advertisement is the ex-showroom price. What you actually pay is the on-road price, which adds RTO registration and road tax (anywhere from a few percent to well over 10% of the price, depending on the state and the car), insurance (new cars need three years of third-party cover upfront plus own-damage cover), and extras such as FASTag, extended warranty and accessories. A car listed at ₹8,00,000 ex-showroom can easily cost ₹9,20,000 or more on the road." +
      "\\nBanks and NBFCs typically fund 80-90% of the on-road price for new cars, and some offer up to 100% of the ex-showroom price. Rates for new-car loans usually sit around 8.5-11% a year depending on your income, credit score and the lender; used-car loans cost more. Unlike home loans, many car loans are fixed-rate, which means prepayment or foreclosure charges can apply, so check the sanction letter." +
      "\\nTenure changes the total cost dramatically. Borrow ₹8,00,000 at 9% for five years and the EMI is about ₹16,607, with roughly ₹1,96,400 paid in interest. Stretch it to seven years and the EMI drops to ₹12,871, but interest rises to about ₹2,81,200. That ₹3,700 lower EMI costs you around ₹84,800 extra, and you will still be paying for the car long after it has lost much of its value." +
      "\\nA useful test is the 20/4/10 rule: put down at least 20%, keep the loan to four years or less, and keep all car costs (EMI, fuel, insurance and maintenance) under 10% of your gross monthly income. In Indian metros this is strict, so treat it as a ceiling rather than a law. If a car fails the test badly, consider a smaller model, a certified used car or waiting a year while you save a bigger down payment." +
      "\\nWatch out for the small print: flat-rate quotes that look cheap but are not, dealer-bundled insurance that costs more than the same cover bought directly, processing and documentation fees, and mandatory add-ons. When the loan is closed, collect the NOC from the lender and get the hypothecation removed from your registration certificate, or you will have trouble selling the car later." +
      `\\nFinally, budget for running costs, not just the EMI. A typical city commute can cost ₹5,000-8,000 a month in fuel, plus annual insurance renewal, servicing of ₹6,000-12,000 a year, tyres, and parking. An electric car costs more upfront but much less to run. ${siteConfig.name}'s auto loan calculator lets you compare tenures and down payments side by side before you visit the dealer.`,
  },
  {
    title: "Planning a Goa Trip on a Budget: A Per-Head Breakdown",
    publishedAt: "2026-02-14T06:00:00.000Z",
    tags: ["Budgeting", "Savings"],
    images: ["/images/blog/trip-budget.svg", "/images/blog/trip-budget-split.svg"],
    imageAlts: [
      "A Goa beach trip budget with travel, stay and food costs",
      "The trip's total split per head among four friends",
    ],
    description:
      "Group trips rarely go over budget because of the big bookings. They go over because of the fifty small payments nobody wrote down: the extra scooter day, the late-night shack bill, the taxi that three people shared and one person paid for. A little planning before you leave, and one shared record while you travel, keeps both the budget and the friendships intact." +
      "\\nHere is a realistic plan for four friends flying from Bengaluru for four nights in North Goa outside peak season. Return flights booked six to eight weeks ahead: about ₹5,500 per person. A homestay or small villa at ₹8,000 a night, shared four ways: ₹8,000 each. Two scooters at ₹400 a day: ₹800 each. Food at ₹1,500 a day for five days: ₹7,500. Entry fees, a boat trip and water sports: ₹3,000. That comes to ₹24,800 per head; add a 15% buffer and plan for about ₹28,500." +
      "\\nTiming changes everything. Late December and New Year are the most expensive weeks, when stays and flights can cost double. The monsoon months from June to September are the cheapest, but many beach shacks close and water sports are suspended. Trains to Madgaon or Thivim are much cheaper than flights if you have the time." +
      `\\nBefore you leave, agree on a shared pot. Each person transfers an equal amount, one person pays from it, and every expense is logged as it happens with who paid and who was included. In ${siteConfig.name} you can create a trip group, add expenses in seconds and see at any moment who owes whom. On the last evening, settle up with a couple of UPI transfers instead of a spreadsheet argument at the airport.` +
      "\\nSave for the trip, do not borrow for it. A ₹28,500 trip three months away means setting aside about ₹9,500 a month. Book refundable stays where possible, compare flight fares on weekdays, and remember that some scooter rentals want a cash deposit and a valid driving licence. Helmets are compulsory." +
      "\\nWhen you are back, look at what you actually spent against the plan. That comparison is the best tool you will have for budgeting the next trip, and it usually reveals that food and transport were where the money really went.",
  },
  {
    title: "Splitting Bills with Flatmates Without the Awkward Conversations",
    publishedAt: "2026-03-10T05:15:00.000Z",
    tags: ["Budgeting"],
    images: ["/images/blog/flatmates.svg"],
    imageAlts: ["Flatmates' shared bills for rent, electricity and groceries split evenly"],
    description:
      "Money is the most common cause of friction between flatmates, and it is rarely because anyone is dishonest. It is because nobody remembers who paid the Wi-Fi bill in March, or whether the gas cylinder was split three ways or two. A few clear rules agreed on the first day prevent most of these arguments." +
      "\\nRent does not have to be split equally. If a 3BHK in Pune costs ₹45,000 a month and one room has an attached bathroom and a balcony, a 40-30-30 split is fairer: ₹18,000 for the master bedroom and ₹13,500 for each of the other two. Agree on the split before anyone moves in, and record each person's share of the security deposit, which can be anything from two months' rent to much more in some cities." +
      "\\nFor shared running costs such as electricity, Wi-Fi, the cook or house help, water and gas, an equal split is usually simplest. Electricity of ₹3,000, Wi-Fi of ₹900 and ₹6,000 for a cook comes to ₹9,900, or ₹3,300 each. If one person runs an air conditioner all summer, agree on a separate sub-meter or a fixed extra amount." +
      "\\nGroceries work best as a kitty: everyone adds, say, ₹2,000 a month to a shared pool for staples like rice, dal, oil, milk and cleaning supplies, while personal snacks stay personal. Whoever shops pays from the pool and logs it." +
      `\\nThen pick one system and use it every time. Log every shared expense as it happens, settle up on a fixed date each month, and simplify debts so that the flat needs the fewest possible transfers. ${siteConfig.name} spots UPI payments to your electricity board or broadband provider and asks if you want to split them with your flat group, which removes most of the remembering.` +
      "\\nPlan for moving out too: how much notice each person gives, whether the leaver must find a replacement, how deposit deductions for damage are shared and who pays the final utility bills. Write these points in a short flat agreement that everyone signs. It feels formal on day one and saves friendships on the last day.",
  },
];
