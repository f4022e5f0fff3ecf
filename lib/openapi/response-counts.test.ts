import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./document";

// What the API answers never holds a negative whole number: every integer in a response is a count, a
// version or a row number, documented with `minimum: 0` or more, not zod's safe-integer floor of -2^53
// (issue 51, the standards review's S11).

type Node = Record<string, unknown>;

/** The path of every integer schema under `node` and its minimum. */
function integers(node: unknown, at: string): { at: string; minimum: unknown }[] {
  if (!node || typeof node !== "object") return [];
  const o = node as Node;
  const here = o.type === "integer" ? [{ at, minimum: o.minimum }] : [];
  return [...here, ...Object.entries(o).flatMap(([key, value]) => integers(value, `${at}.${key}`))];
}

describe("the document's integers in answers", () => {
  const doc = buildOpenApiDocument() as unknown as { paths: Record<string, Node>; components: Node };
  const found = [
    ...integers(doc.components.schemas, "components.schemas"),
    ...Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => integers((op as Node).responses, `${path}.${method}`)),
    ),
  ];

  it("are found (views, clicks, claims, totals)", () => {
    for (const name of ["Coupon.properties.views", "Coupon.properties.claims", "CouponMetrics.properties.totalCoupons"])
      expect(found.map((f) => f.at)).toContain(`components.schemas.${name}`);
  });

  it("each has a minimum of 0 or more", () => {
    expect(found.filter((f) => typeof f.minimum !== "number" || f.minimum < 0)).toEqual([]);
  });
});
