import type { Page } from "@playwright/test";
import { CouponListingPage } from "./coupon-listing";

// The coupon status page's rows, tabs and cards, for the status listing's specs.

export const rows = [
  {
    title: "Live biryani",
    brand: "Paradise",
    code: "BIRYANI20",
    start: -2,
    expiry: 7,
    categories: ["Food & Beverage"],
  },
  { title: "Live headphones", brand: "Boat", code: "BOAT10", start: -1, expiry: 3, categories: ["Electronics"] },
  { title: "Soon flights", brand: "IndiGo", code: "FLY500", start: 3, expiry: 30, categories: ["Flights"] },
  {
    title: "Soon spa",
    brand: "Kaya",
    code: "GLOW",
    start: 5,
    expiry: 40,
    categories: ["Health & Wellness"],
    description: "Weekend pampering",
  },
  { title: "Gone sale", brand: "Myntra", code: null, start: -30, expiry: -2, categories: ["Fashion"] },
];

export const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Coupon status" }).getByRole("link", { name: new RegExp(`^${name}`) });
export const cards = (page: Page) => new CouponListingPage(page).cards;
