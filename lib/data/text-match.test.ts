import { describe, expect, it } from "vitest";
import { containsText, equalsText, likeContaining, likeLiteral } from "./text-match";

describe("likeLiteral", () => {
  it.each([
    ["plain text", "plain text"],
    ["100%", "100\\%"],
    ["j_hn", "j\\_hn"],
    ["\\", "\\\\"],
    ["a\\%_b", "a\\\\\\%\\_b"],
  ])("%s -> %s", (text, pattern) => expect(likeLiteral(text)).toBe(pattern));

  it("builds the filters and the hand-written pattern from it", () => {
    expect(containsText("5%")).toEqual({ contains: "5\\%", mode: "insensitive" });
    expect(equalsText("j_hn@x")).toEqual({ equals: "j\\_hn@x", mode: "insensitive" });
    expect(likeContaining("_")).toBe("%\\_%");
  });
});
