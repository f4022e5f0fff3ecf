// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MainNav, isActivePath } from "./main-nav";

vi.mock("next/navigation", () => ({ usePathname: () => "/BlogPage" }));
afterEach(cleanup);

const items = [
  { title: "Dynamics", href: "/dynamics" },
  { title: "Blogs", href: "/BlogPage" },
  { title: "Calculators", href: "/calculator" },
];

describe("isActivePath", () => {
  it.each([
    ["/dynamics", "/dynamics", true],
    ["/dynamics/abc", "/dynamics", true],
    ["/blog/some-post", "/BlogPage", true],
    ["/EMICalculator", "/calculator", true],
    ["/TripCostCalculator", "/calculator", true],
    ["/EMICalculator/x", "/calculator", false],
    ["/", "/calculator", false],
    ["/dynamicsx", "/dynamics", false],
  ])("%s with %s -> %s", (path, href, expected) => {
    expect(isActivePath(path, href)).toBe(expected);
  });
});

describe("MainNav", () => {
  it("marks the active entry and toggles the download dropdown, closing on outside press and Escape", () => {
    render(
      <div>
        <p>outside</p>
        <MainNav items={items} qr={<span>QR</span>} />
      </div>,
    );
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(main.querySelector('[aria-current="page"]')?.textContent).toBe("Blogs");
    const button = screen.getByRole("button", { name: "Download App" });
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(button);
    expect(panel.hidden).toBe(false);
    act(() => {
      fireEvent.pointerDown(panel);
    });
    expect(panel.hidden).toBe(false);
    act(() => {
      fireEvent.pointerDown(screen.getByText("outside"));
    });
    expect(panel.hidden).toBe(true);
    fireEvent.click(button);
    act(() => {
      fireEvent.keyDown(document, { key: "Escape" });
    });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });
});
