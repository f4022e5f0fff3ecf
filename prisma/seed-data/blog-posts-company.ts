// Crypto and blockchain explainers, product news, partnerships and user stories. Paragraphs are
// separated by the literal two characters backslash + n (written "\\n" here).
import { siteConfig } from "@/config/site";
import type { SeedBlogPost } from "./types";

export const companyPosts: SeedBlogPost[] = [
  {
    title: "Crypto in India: How Gains Are Taxed and What Beginners Should Know",
    publishedAt: "2026-04-06T05:30:00.000Z",
    tags: ["Crypto"],
    images: ["/images/blog/crypto-tax.svg"],
    imageAlts: ["A crypto gain with the 30% tax and the 1% TDS taken off"],
    description:
      "Buying and holding cryptocurrency is not illegal in India, but crypto is not legal tender either. Instead of a dedicated law, it is governed mainly through tax rules and anti-money-laundering rules: since March 2023, exchanges and other virtual digital asset service providers fall under the Prevention of Money Laundering Act and must register with the Financial Intelligence Unit (FIU-IND) to serve Indian users." +
      "\\nThe tax is simple and steep. Since 1 April 2022, income from transferring a 'virtual digital asset' is taxed at a flat 30% under Section 115BBH, plus the applicable surcharge and 4% health and education cess. It does not matter whether you held the coin for a day or for three years, or which income-tax slab you are in. The only deduction allowed is the cost of acquiring the asset; exchange fees, internet bills and other expenses cannot be deducted." +
      "\\nLosses get no relief. A loss on crypto cannot be set off against salary or any other income, cannot be carried forward to later years, and cannot even be set off against a gain on a different crypto asset. If you gain ₹50,000 on one token and lose ₹30,000 on another in the same year, you pay tax on the full ₹50,000: ₹15,000 plus ₹600 of cess, or ₹15,600." +
      "\\nA 1% TDS under Section 194S has applied since 1 July 2022 on transfers above a yearly threshold (₹50,000 for specified persons such as most salaried individuals, ₹10,000 for others). Indian exchanges deduct it automatically, it appears in your Form 26AS and Annual Information Statement, and you can claim it against your final tax. Gains are reported in Schedule VDA of your income-tax return, and crypto received as a gift can be taxable in your hands too." +
      "\\nBeyond tax, beginners should respect the risks. Prices can fall 50% or more in weeks. 'Guaranteed return' schemes, Telegram pump groups and fake exchange apps are common scams. If you keep coins on an exchange you depend on that exchange's security; if you keep them in your own wallet, a lost recovery phrase means lost money. Invest only what you can afford to lose, keep it a small slice of your portfolio, and build your emergency fund first." +
      `\\n${siteConfig.name} does not buy, sell or hold crypto and does not give investment advice. What it does is recognise rupee transfers to exchanges and label them 'Investments: Crypto', so you always know how much of your money has gone in. This article reflects the rules at the time of writing and is not tax advice; for your own return, speak to a chartered accountant.`,
  },
  {
    title: "Blockchain Beyond the Hype: What It Means for Everyday Payments",
    publishedAt: "2026-05-04T05:00:00.000Z",
    tags: ["Crypto"],
    images: ["/images/blog/blockchain.svg"],
    imageAlts: ["Payment blocks linked in a chain between a phone and a shop"],
    description:
      "Strip away the buzzwords and a blockchain is a shared ledger: a list of transactions copied across many computers instead of being kept by one company. Transactions are grouped into blocks, and each block carries a cryptographic fingerprint (a hash) of the block before it. Change an old entry and every later fingerprint stops matching, which is why blockchains are described as tamper-evident." +
      "\\nBecause no single operator is in charge, the computers on the network need a way to agree on which blocks are valid. Bitcoin uses proof of work, where miners compete to solve a costly puzzle; Ethereum and many newer networks use proof of stake, where validators lock up coins as a guarantee of good behaviour. Decentralisation is the benefit; the price is speed, energy or fees, which rise and fall with demand." +
      "\\nCompare that with UPI, which now handles more than ten billion transactions a month. UPI is deliberately centralised: NPCI runs the switch and banks keep the ledgers, so payments are instant, free for most users and reversible through a grievance process when something goes wrong. For paying your chaiwala or splitting a dinner bill, a public blockchain offers no advantage over UPI today." +
      "\\nBlockchains are more interesting where no single trusted party exists: cross-border transfers, stablecoins that track a currency, tokenised bonds or property records, supply-chain traceability and tamper-proof certificates. The Reserve Bank of India's digital rupee (e₹), piloted for wholesale use from November 2022 and for retail use from December 2022, borrows some of these ideas, but it is a central bank digital currency, a direct liability of the RBI, and not a cryptocurrency." +
      "\\nWhat should an ordinary saver watch? How the e₹ grows alongside UPI, how regulation of crypto assets develops, and, above all, scams that use the word 'blockchain' to sound legitimate. A technology being clever does not make an investment in it safe; ask what problem it solves and who earns from it." +
      `\\nAt ${siteConfig.name} we take a practical view. Your financial data is stored encrypted on our servers, not on a blockchain, because privacy and the ability to delete your data matter more than decentralisation for a personal expense tracker. If a blockchain-based system ever makes payments cheaper or safer for our users, we will support it, and we will explain exactly why here on the blog.`,
  },
  {
    title: `What's New in ${siteConfig.name}: Smarter Categories, Shared Budgets and Monthly Reports`,
    publishedAt: "2026-06-15T06:30:00.000Z",
    tags: ["Product Updates"],
    images: [],
    imageAlts: [],
    description:
      "This release is about the requests we hear most often in support chats and app reviews: fewer transactions landing in 'Uncategorised', an easier way to budget with a partner or flatmates, and a clear picture of each month without having to scroll through every payment." +
      `\\nSmarter categories. ${siteConfig.name} now recognises thousands more merchants behind UPI handles and card descriptors, so a payment to a small kirana store or a local pharmacy is far more likely to land in the right category on its own. When you do correct a category, you can choose to apply the change to all past and future payments to that merchant, and the app remembers it.` +
      "\\nShared budgets. You can now invite up to five people to a budget. Each person keeps their own private transactions; only the payments they choose to add count towards the shared budget. It works for couples managing household costs, flatmates sharing groceries and groups saving for a trip, and it connects directly to bill splitting, so settling up is one tap away." +
      "\\nMonthly reports. On the first of every month you receive a one-page summary: total spending against budget, your top categories, the biggest changes from the month before, upcoming EMIs and subscriptions, and progress on your savings goals. You can download it as a PDF for your records or to share with a financial planner." +
      `\\nPrivacy has not changed. ${siteConfig.name} only reads SMS from bank and payment senders, never OTPs or personal messages, and categorisation runs on your phone wherever possible. You can export or delete all your data from Settings at any time.` +
      "\\nThe update is rolling out on Android and iOS over the next two weeks. Tell us what you think from the Help section of the app; many of the changes above began as a single message from a user.",
  },
  {
    title: `Introducing ${siteConfig.name} Partner Offers: Deals That Fit Your Budget`,
    publishedAt: "2026-07-21T05:45:00.000Z",
    tags: ["Partnerships"],
    images: ["/images/blog/partner-offers.svg"],
    imageAlts: [`Partner offers shown as coupons inside the ${siteConfig.name} app`],
    description:
      `Our users kept telling us the same thing: 'If I am going to buy it anyway, help me pay less for it.' Partner Offers is our answer. It is a curated set of coupons and deals from Indian brands, shown inside ${siteConfig.name} and on our website, across twelve categories from fashion and electronics to travel, food and wellness.` +
      "\\nEvery partner is verified before a single coupon goes live. Brands sign up on the partner portal with their company details and a public privacy policy, and our team reviews each application. Coupons show the brand, the actual and discounted price where relevant, the start and expiry dates and any code you need, so there are no surprises at checkout." +
      "\\nYour data is not part of the deal. Partners never see your transactions, balances or contact details. They see only aggregated numbers, such as how many times a coupon was viewed and how many times its link was opened, which is what they need to judge whether an offer is working." +
      "\\nWe also designed Partner Offers to respect your budget rather than work against it. Offers are labelled clearly, expired coupons are removed automatically, and you can hide the offers section entirely in Settings. A deal is only a saving if it is on something you already planned to buy." +
      "\\nIf you run a brand and want to reach people who plan their spending carefully, apply on the partner portal. Once approved, you can create coupons, schedule them to go live on a future date, track views and clicks, and receive announcements from our team, all from one dashboard.",
  },
  {
    title: "User Story: How Karthik Built a ₹1,50,000 Emergency Fund in a Year",
    publishedAt: "2026-09-02T05:00:00.000Z",
    tags: ["User Stories", "Savings"],
    images: ["/images/blog/user-story-karthik.svg"],
    imageAlts: ["Karthik's emergency fund growing month by month to ₹1,50,000"],
    description:
      "Karthik is a 27-year-old QA engineer in Hyderabad with a take-home salary of ₹48,000. A year ago he had no savings to speak of and a ₹22,000 credit card balance that never seemed to shrink. 'I was not spending on anything big,' he told us. 'I just never knew where the money went.' (Karthik shared his story with us; some details have been changed.)" +
      `\\nHis first month with ${siteConfig.name} was an eye-opener. The app tagged ₹7,800 of food delivery, ₹3,000 of cab rides for trips the metro could have covered, and ₹1,850 of subscriptions, three of which he had forgotten about. None of it felt like overspending while it was happening.` +
      "\\nHe made three changes. He cancelled the forgotten subscriptions, saving ₹1,100 a month. He set a ₹3,500 monthly limit on food delivery, with an alert at 80%. And he switched his weekday commute to the metro. Together that freed about ₹6,000 a month without giving up anything he truly enjoyed." +
      "\\nThe first two months of savings went to clearing the credit card, which stopped the interest that had been quietly eating into every payment. From the third month, he set up an automatic transfer of ₹12,500 on the day after payday into a sweep-in fixed deposit linked to his savings account." +
      "\\nTen months of those transfers came to ₹1,25,000, and he added half of his annual bonus, ₹25,000, to reach ₹1,50,000: a little over three months of his essential expenses. Two months later his mother needed a minor surgery not fully covered by insurance. Karthik paid ₹40,000 from the fund without borrowing from anyone, and then rebuilt it." +
      "\\n'The app did not make me rich,' he says. 'It made me honest with myself. Seeing the numbers every Sunday was enough.' His next goal is a ₹3,00,000 down payment for a car, and this time he already knows how he is going to get there.",
  },
  {
    title: "Five Money Habits Worth Building This Year",
    publishedAt: "2026-10-19T05:30:00.000Z",
    tags: [],
    images: ["/images/blog/money-habits.svg"],
    imageAlts: ["Five money habits as a checklist on a phone"],
    description:
      "Big financial decisions get all the attention, but long-term results come mostly from small habits repeated every month. Here are five that take very little time and make a lasting difference, whatever your income." +
      "\\nPay yourself first. On the day your salary arrives, move a fixed amount into savings or investments automatically, before rent, shopping or anything else. Even ₹2,000 a month builds the habit, and you can raise it with every increment." +
      "\\nHold a ten-minute money review every week. Pick a fixed time, such as Sunday evening with a cup of chai, and look at what you spent, what is coming up and how your goals are doing. Small course corrections every week beat a painful reckoning at the end of the month." +
      "\\nUse a 24-hour rule for wants. For any non-essential purchase above, say, ₹2,000, add it to a wishlist and wait a day. If you still want it tomorrow, buy it without guilt. Most of the time you will find you do not, especially with sale countdowns designed to rush you." +
      "\\nKeep your paperwork current. Check that nominees are up to date on your bank accounts, EPF, mutual funds and insurance policies, and that your family knows where to find them. Review your health and term cover once a year as your life changes." +
      "\\nCheck your credit report once a year. Every credit bureau in India (CIBIL, Experian, Equifax and CRIF High Mark) must give you one free full credit report a year. Look for loans or cards you do not recognise and errors in your payment history, and raise a dispute if anything is wrong." +
      "\\nNone of these habits is dramatic, and that is the point. Choose one, practise it for a month, then add the next.",
  },
];
