// Notifications for the demo partner and announcements from the partner team.
// The coupon names match prisma/seed-data/coupons.ts.
import { siteConfig } from "@/config/site";
import type { SeedAnnouncement, SeedNotification } from "./types";

/** The last round hundred a count has passed, written the Indian way (1,200). */
export const milestone = (views: number) =>
  new Intl.NumberFormat("en-IN").format(Math.max(100, Math.floor(views / 100) * 100));

export const demoNotifications: SeedNotification[] = [
  {
    about: "coupon-01",
    // A milestone its seeded views have reached: true on the results page however long the demo has run.
    message: ({ views }) =>
      `Your coupon "Flat 40% off festive kurtas and kurta sets" crossed ${milestone(views)} views. Open its results to see the clicks and claims by day.`,
    minutesAgo: 18,
  },
  {
    message:
      '"2 movie tickets + large popcorn combo for ₹549" expires in 5 days. Extend the expiry date if the offer is still running.',
    minutesAgo: 95,
  },
  {
    message: '"Self-drive hatchback at ₹1,299 a day" is scheduled and will go live automatically in 3 days.',
    minutesAgo: 240,
  },
  {
    message:
      '"Flat ₹750 off domestic one-way fares" has been marked Claimed. You can still edit its details or expiry date.',
    minutesAgo: 600,
  },
  {
    message:
      '"Free cutting chai with any snack" has expired and moved to your Expired coupons. Duplicate it to run the offer again.',
    minutesAgo: 1440 * 5,
  },
  {
    message:
      "Your monthly performance summary is ready: Affiliated Management shows every offer's views, clicks and claims over the last 30 days.",
    minutesAgo: 1440 * 8,
  },
  {
    message:
      "Reminder: coupon images display best at 600 × 400 pixels. Two of your scheduled coupons use the default image.",
    minutesAgo: 1440 * 12,
  },
  {
    message: `Welcome to ${siteConfig.name} Partners! Your company profile was approved. Create your first coupon from the dashboard.`,
    minutesAgo: 1440 * 40,
  },
];

export const announcements: SeedAnnouncement[] = [
  {
    title: "Festive season listing guidelines",
    body: "Festive offers get the most traffic of the year, so please check three things before you publish: the discounted price must be the price customers actually pay at checkout, the expiry date must match the offer on your own website, and any minimum order value or excluded products must be stated in the description. Coupons that repeatedly fail at checkout are paused until they are fixed.",
    daysAgo: 3,
  },
  {
    title: "New: views and clicks chart on every coupon",
    body: "Each coupon now has a performance chart showing daily views and link clicks for the last 30 days, so you can see exactly when an offer picks up and compare it with your other coupons. Open any coupon from the dashboard to try it. The totals on the dashboard cards are unchanged.",
    daysAgo: 9,
  },
  {
    title: "Scheduled maintenance on Sunday, 2:00 to 3:00 AM IST",
    body: `The partner portal will be unavailable for about an hour on Sunday between 2:00 and 3:00 AM IST while we upgrade our database. Live coupons stay visible to ${siteConfig.name} users throughout, and scheduled coupons due to go live during the window will be published as soon as maintenance ends.`,
    daysAgo: 16,
  },
  {
    title: "How expired coupons are handled",
    body: "Coupons now move to the Expired tab automatically at midnight IST on their expiry date and are removed from the public offers page at the same time. You can still see their full view and click history, and you can duplicate an expired coupon to run it again with new dates instead of creating it from scratch.",
    daysAgo: 27,
  },
  {
    title: "Better images, better results",
    body: "Coupons with a clear product or brand image get noticeably more clicks than those using the default artwork. Upload a 600 × 400 pixel JPG, PNG or WebP under 1 MB, keep text on the image to a minimum (the title and price are shown separately), and avoid images you do not have the rights to use.",
    daysAgo: 45,
  },
];
