import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it.each([
    [0, "0 bytes"],
    [1023, "1023 bytes"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [1024 * 1024 - 1, "1,024 KB"],
    [1024 * 1024, "1 MB"],
    [5 * 1024 * 1024, "5 MB"],
    [2_621_440, "2.5 MB"],
  ])("%i bytes is %s", (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
