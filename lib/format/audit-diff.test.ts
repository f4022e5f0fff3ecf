import { describe, expect, it } from "vitest";
import { auditFieldChanges, displayValue, truncated } from "./audit-diff";

describe("auditFieldChanges", () => {
  it("lists only the fields that differ, marked changed, added or removed", () => {
    const changes = auditFieldChanges(
      { status: "PENDING", title: "Same", note: "gone", tags: ["a"] },
      { status: "APPROVED", title: "Same", reason: "ok", tags: ["a", "b"] },
    );
    expect(changes).toEqual([
      { field: "status", kind: "changed", before: "PENDING", after: "APPROVED" },
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
