// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DeferredToaster, showToast } from "./deferred-toaster";

// One page's life, in order: the module remembers that the page has asked for its toast area.
describe("DeferredToaster", () => {
  it("mounts no toast area while the page loads, then shows a toast asked for before the library was in", async () => {
    render(<DeferredToaster />);
    // The library is in memory: a toast area meant to mount as the page hydrates would be up by now.
    await act(async () => void (await import("sonner")));
    expect(screen.queryByRole("region", { name: /Notifications/ })).toBeNull();

    // Not awaited inside act(): the toast waits for the toast area, which React mounts once act() lets it.
    const shown = showToast((toast) => void toast.success("Message Sent Successfully"));
    expect(await screen.findByText("Message Sent Successfully")).toBeTruthy();
    await shown;
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeTruthy();
  });
});
