import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dayLabel } from "@/components/ui/daily-bar-chart";
import type { DailyStats } from "@/lib/data/coupon-stats";
import { DailyChart, REDEMPTIONS, TRAFFIC } from "./daily-chart";

const zero = (day: string): DailyStats => ({ day, views: 0, clicks: 0, claims: 0, redemptions: 0, sales: 0 });
const month = Array.from({ length: 30 }, (_, i) =>
  zero(new Date(Date.UTC(2026, 9, 31 + i)).toISOString().slice(0, 10)),
);
const withDay = (day: string, figures: Partial<DailyStats>) =>
  month.map((d) => (d.day === day ? { ...d, ...figures } : d));
const render = (days: DailyStats[], figures = REDEMPTIONS) =>
  renderToStaticMarkup(<DailyChart days={days} figures={figures} empty="Nothing redeemed yet." />);
const rows = (html: string) =>
  [...html.matchAll(/<tr class="border-t[^>]*><th scope="row"[^>]*>([^<]+)<\/th>(.*?)<\/tr>/g)].map(
    ([, day, cells]) => [day, ...[...cells!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1])],
  );

describe("DailyChart of redemptions and sales", () => {
  it("with nothing redeemed is one sentence: no charts, no table of zeros", () => {
    const html = render(withDay("2026-11-20", { views: 40, claims: 3 }));
    expect(html).toContain("Nothing redeemed yet.");
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("<table");
  });

  it("one redemption day: two charts (a count and rupees never share an axis) and every day in the table", () => {
    const html = render(withDay("2026-11-20", { claims: 3, redemptions: 2, sales: 1999.5 }));
    expect(html.match(/<svg /g)).toHaveLength(2);
    expect(html).toContain(">₹1,000<");
    const table = rows(html);
    expect(table).toHaveLength(30);
    expect(table.find(([day]) => day === "20 Nov")).toEqual(["20 Nov", "2", "66.7%", "₹1,999.50"]);
    expect(table[0]).toEqual(["31 Oct", "0", "—", "₹0.00"]);
  });

  it("redemptions without order amounts: the sales chart says so, the redemptions chart draws them", () => {
    const html = render(withDay("2026-11-20", { claims: 1, redemptions: 1 }));
    expect(html.match(/<svg /g)).toHaveLength(1);
    expect(html).toContain("No order amounts were given with these redemptions.");
  });

  it("many days: a bar a day in each chart, the table oldest first", () => {
    const days = month.map((d, i) => ({ ...d, claims: i + 1, redemptions: i, sales: i * 250.25 }));
    const html = render(days);
    expect(html).not.toMatch(/NaN|Infinity/);
    expect(html.match(/<rect /g)).toHaveLength(60);
    const table = rows(html);
    expect(table.map(([day]) => day)).toEqual(month.map((d) => dayLabel(d.day)));
    expect(table.at(-1)).toEqual(["29 Nov", "29", "96.7%", "₹7,257.25"]);
  });

  it("views, clicks and claims stay one chart with a legend", () => {
    const html = render(withDay("2026-11-20", { views: 5, clicks: 2, claims: 1 }), TRAFFIC);
    expect(html.match(/<svg /g)).toHaveLength(1);
    expect(html).toContain("Clicks");
    expect(rows(html).find(([day]) => day === "20 Nov")).toEqual(["20 Nov", "5", "2", "1"]);
  });
});
