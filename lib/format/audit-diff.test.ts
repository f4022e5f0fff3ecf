import { describe, expect, it } from "vitest";
import { auditFieldChanges, displayValue, truncated } from "./audit-diff";

describe("auditFieldChanges", () => {
  it("lists only the fields that differ, marked changed, added or removed", () => {
    const changes = auditFieldChanges(
      { status: "PENDING", title: "Same", note: "gone", tags: ["a"] },
      { status: "APPROVED", title: "Same", reason: "ok", tags: ["a", "b"] },
    );
    expect(changes).toEqual([
      { field: "status", kind: "changed", before: "Pending", after: "Approved" },
      { field: "note", kind: "removed", before: "gone" },
      { field: "tags", kind: "changed", before: '["a"]', after: '["a","b"]' },
      { field: "reason", kind: "added", after: "ok" },
    ]);
  });

  it("reads a missing side as no fields: a creation is all additions, a deletion all removals", () => {
    expect(auditFieldChanges(null, { a: 1 })).toEqual([{ field: "a", kind: "added", after: "1" }]);
    expect(auditFieldChanges({ a: null }, undefined)).toEqual([{ field: "a", kind: "removed", before: "(empty)" }]);
    expect(auditFieldChanges(null, null)).toEqual([]);
  });

  it("compares a lone value or a list as one field", () => {
    expect(auditFieldChanges(1, 2)).toEqual([{ field: "value", kind: "changed", before: "1", after: "2" }]);
    expect(auditFieldChanges([1], [1])).toEqual([]);
  });

  it("tells an emptied text from a removed field", () => {
    expect(auditFieldChanges({ a: "x" }, { a: "" })).toEqual([
      { field: "a", kind: "changed", before: "x", after: "(empty)" },
    ]);
    expect(displayValue(false)).toBe("false");
  });
});

describe("displayValue (console review m14)", () => {
  it("shows stored moments in India time, states and roles by name, counts as words, and other text as typed", () => {
    expect(displayValue("2026-11-28T19:54:48.278Z", "lastUsed")).toBe("29 Nov 2026, 01:24 am IST");
    expect(displayValue("SUSPENDED", "status")).toBe("Suspended");
    expect(displayValue("AWAITING_CONFIRMATION", "status")).toBe("Awaiting confirmation");
    expect(displayValue("ADMIN", "role")).toBe("Admin");
    expect(displayValue("URGENT", "title")).toBe("URGENT");
    expect(displayValue({ partners: 1, coupons: 3, messages: 0 }, "deleted")).toBe(
      "partners: 1, coupons: 3, messages: 0",
    );
    expect(auditFieldChanges({ status: "APPROVED" }, { status: "SUSPENDED" })).toEqual([
      { field: "status", kind: "changed", before: "Approved", after: "Suspended" },
    ]);
  });
});

describe("truncated", () => {
  it("leaves short text alone and cuts long text near a word boundary", () => {
    expect(truncated("short")).toBeNull();
    const long = `${"word ".repeat(50)}end`;
    const cut = truncated(long, 40)!;
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(cut.endsWith("…")).toBe(true);
    expect(truncated("x".repeat(50), 40)).toBe(`${"x".repeat(40)}…`);
  });
});
