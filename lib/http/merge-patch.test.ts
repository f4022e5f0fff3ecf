import { describe, expect, it } from "vitest";
import { applyMergePatch } from "./merge-patch";

// RFC 7396 appendix A: each example's target, patch and result.
describe("applyMergePatch (RFC 7396)", () => {
  it.each([
    [{ a: "b" }, { a: "c" }, { a: "c" }],
    [{ a: "b" }, { b: "c" }, { a: "b", b: "c" }],
    [{ a: "b" }, { a: null }, {}],
    [{ a: "b", b: "c" }, { a: null }, { b: "c" }],
    [{ a: ["b"] }, { a: "c" }, { a: "c" }],
    [{ a: "c" }, { a: ["b"] }, { a: ["b"] }],
    [{ a: { b: "c" } }, { a: { b: "d", c: null } }, { a: { b: "d" } }],
    [{ a: [{ b: "c" }] }, { a: [1] }, { a: [1] }],
    [
      ["a", "b"],
      ["c", "d"],
      ["c", "d"],
    ],
    [{ a: "b" }, ["c"], ["c"]],
    [{ a: "foo" }, null, null],
    [{ a: "foo" }, "bar", "bar"],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: "b", c: null }, { a: "b" }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])("%j patched with %j is %j", (target, patch, result) => {
    const before = JSON.stringify(target);
    expect(applyMergePatch(target, patch)).toEqual(result);
    expect(JSON.stringify(target)).toBe(before);
  });

  it("never sets the prototype from a __proto__ member", () => {
    const merged = applyMergePatch({}, JSON.parse('{"__proto__": {"polluted": true}, "a": 1}')) as object;
    expect(merged).toEqual({ a: 1 });
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });
});
