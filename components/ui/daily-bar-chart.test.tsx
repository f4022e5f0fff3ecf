import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatRupees } from "@/lib/format/rupees";
import { type ChartSize, DailyBarChart, barChartLayout, dayLabel } from "./daily-bar-chart";

const wide: ChartSize = { width: 760, height: 200, font: 12 };
const narrow: ChartSize = { width: 720, height: 180, font: 11 };
/** Each item with the one before it. */
const pairs = <T,>(list: readonly T[]) => list.slice(1).map((item, i) => [list[i] as T, item] as const);
const days = (n: number) =>
  Array.from({ length: n }, (_, i) => new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10));
const estimate = (text: string, font: number) => text.length * font * 0.6;

describe("barChartLayout", () => {
  it.each([0, 1, 2, 3, 5, 7, 28, 999, 1_234_567])(
    "y ticks for a highest value of %d are distinct whole numbers",
    (highest) => {
      const { ticks, y } = barChartLayout([], highest, wide);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(new Set(ticks).size).toBe(ticks.length);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(highest);
      // Far enough apart on screen that their labels never touch.
      for (const [lower, higher] of pairs(ticks)) expect(y(lower) - y(higher)).toBeGreaterThan(wide.font);
    },
  );

  it.each([wide, narrow])("x labels of 30 days never overlap or leave the chart (%o)", (size) => {
    const labels = days(30).map(dayLabel);
    const { labelled, centre } = barChartLayout(labels, 40, size);
    const shown = labels.map((l, i) => ({ l, i })).filter(({ i }) => labelled(i));
    expect(shown.at(-1)?.i).toBe(29);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    const boxes = shown.map(({ l, i }) => ({
      from: centre(i) - estimate(l, size.font) / 2,
      to: centre(i) + estimate(l, size.font) / 2,
    }));
    for (const { from, to } of boxes) {
      expect(from).toBeGreaterThanOrEqual(0);
      expect(to).toBeLessThanOrEqual(size.width);
    }
    for (const [before, after] of pairs(boxes)) expect(after.from).toBeGreaterThan(before.to);
  });

  it("thins x labels by the width there is: every day when wide, whole weeks when narrow", () => {
    const labels = days(30).map(dayLabel);
    const shown = (size: ChartSize) => labels.map((_, i) => i).filter(barChartLayout(labels, 9, size).labelled);
    const roomy = shown({ width: 4000, height: 200, font: 12 });
    const tight = shown({ width: 360, height: 160, font: 11 });
    expect(roomy).toHaveLength(30);
    expect(tight.at(-1)).toBe(29);
    expect(tight.length).toBeLessThan(6);
    for (const [a, b] of pairs(tight)) expect((b - a) % 7).toBe(0);
  });

  it("one day is a single ordinary bar in the middle, labelled", () => {
    const { group, labelled, centre, left, right } = barChartLayout(["25 Nov"], 3, narrow);
    expect(labelled(0)).toBe(true);
    expect(group(0).span).toBeLessThanOrEqual(48);
    expect(centre(0)).toBeCloseTo((left + right) / 2);
  });
});

describe("DailyBarChart", () => {
  const render = (list: { day: string; views: number; clicks: number }[]) =>
    renderToStaticMarkup(
      <DailyBarChart
        days={list}
        series={[
          { key: "views", className: "fill-brand-600" },
          { key: "clicks", className: "fill-accent-500" },
        ]}
        size={narrow}
        empty="Nothing yet"
      />,
    );

  it.each([[[]], [days(30).map((day) => ({ day, views: 0, clicks: 0 }))]])(
    "says there is nothing yet instead of an empty grid (%#)",
    (list) => {
      const html = render(list);
      expect(html).toContain("Nothing yet");
      expect(html).not.toContain("<svg");
    },
  );

  it("draws one day as a visible bar, and nothing broken with many days or large numbers", () => {
    for (const list of [
      [{ day: "2026-11-25", views: 1, clicks: 0 }],
      days(30).map((day, i) => ({ day, views: 1_000_000 + i * 12_345, clicks: i })),
    ]) {
      const svg = render(list);
      expect(svg).not.toMatch(/NaN|Infinity/);
      expect(svg.match(/<rect /g)?.length ?? 0).toBe(list.length * 2);
    }
    const [first] = [
      ...render([{ day: "2026-11-25", views: 1, clicks: 0 }]).matchAll(/width="([\d.]+)" height="([\d.]+)"/g),
    ];
    expect(Number(first?.[1])).toBeGreaterThan(4);
    expect(Number(first?.[2])).toBeGreaterThan(40);
  });

  it("labels the y axis 0 and 1 when the most is one (not '0, 1, 1')", () => {
    const svg = render([
      { day: "2026-11-24", views: 1, clicks: 0 },
      { day: "2026-11-25", views: 0, clicks: 1 },
    ]);
    const numbers = [...svg.matchAll(/text-anchor="end"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(numbers).toEqual(["0", "1"]);
  });
});

describe("DailyBarChart in rupees", () => {
  const rupees = (value: number) => formatRupees(value);
  const render = (list: { day: string; sales: number }[]) =>
    renderToStaticMarkup(
      <DailyBarChart
        days={list}
        series={[{ key: "sales", className: "fill-sky-700" }]}
        size={narrow}
        tick={rupees}
        empty="No sales"
      />,
    );
  const tickTexts = (svg: string) => [...svg.matchAll(/text-anchor="end"[^>]*>([^<]+)</g)].map((m) => m[1]);

  it("with no sales says so instead of a grid of ₹0", () => {
    for (const list of [[], days(30).map((day) => ({ day, sales: 0 }))]) {
      const html = render(list);
      expect(html).toContain("No sales");
      expect(html).not.toContain("<svg");
    }
  });

  it("one day of sales is one bar on a y axis in whole rupees", () => {
    const svg = render([{ day: "2026-11-25", sales: 1499.5 }]);
    expect(svg.match(/<rect /g)).toHaveLength(1);
    expect(tickTexts(svg)).toEqual(["₹0", "₹500", "₹1,000", "₹1,500"]);
  });

  it("many days in lakhs: ticks in Indian grouping, the widest of them inside the chart", () => {
    const list = days(30).map((day, i) => ({ day, sales: i * 12_345.67 }));
    const svg = render(list);
    expect(svg).not.toMatch(/NaN|Infinity/);
    expect(svg.match(/<rect /g)).toHaveLength(30);
    expect(tickTexts(svg).at(-1)).toBe("₹4,00,000");
    const { left, ticks } = barChartLayout(
      list.map((d) => dayLabel(d.day)),
      29 * 12_345.67,
      narrow,
      rupees,
    );
    const widest = Math.max(...ticks.map((t) => estimate(rupees(t), narrow.font)));
    expect(left).toBeGreaterThanOrEqual(widest);
  });
});
