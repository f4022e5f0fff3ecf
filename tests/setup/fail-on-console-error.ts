import { afterEach, vi } from "vitest";

// An unexpected console.error is a bug the user would see in logs: fail the test that caused it.
// Tests that expect one mock console.error themselves.
let errors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length) throw new Error(`console.error was called:\n${seen.map((a) => a.map(String).join(" ")).join("\n")}`);
});
