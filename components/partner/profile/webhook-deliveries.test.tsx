// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebhookDeliveries, type WebhookDeliveryRow } from "./webhook-deliveries";

const resend = vi.hoisted(() => vi.fn());
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/actions/resend-webhook-delivery", () => ({ resendWebhookDeliveryAction: resend }));
afterEach(cleanup);

const failed: WebhookDeliveryRow = {
  id: "d1",
  endpointId: "e1",
  url: "https://hooks.example.com/paisapilot",
  type: "claim.created",
  status: "FAILED",
  attempts: 24,
  nextAttemptAt: null,
  lastStatusCode: null,
  lastError: "No answer within 10 seconds",
  deliveredAt: null,
  createdAt: "29 Nov 2026, 10:00",
};

describe("WebhookDeliveries", () => {
  it("keeps the focused Send again button when a refresh finds the delivery being sent, and sends nothing from it", () => {
    const { rerender } = render(<WebhookDeliveries rows={[failed]} keepDays={30} />);
    const button = screen.getByRole("button", { name: "Send again: Claim of 29 Nov 2026, 10:00" });
    button.focus();

    // What router.refresh() brings while the outbox is sending it again.
    rerender(<WebhookDeliveries rows={[{ ...failed, status: "SENDING" }]} keepDays={30} />);
    const kept = screen.getByRole("button", { name: "Send again: Claim of 29 Nov 2026, 10:00" });
    expect(kept).toBe(button);
    expect(document.activeElement).toBe(kept);
    expect(kept.getAttribute("aria-disabled")).toBe("true");
    expect(kept.textContent).toBe("Sending...");
    fireEvent.click(kept);
    expect(resend).not.toHaveBeenCalled();

    // Sent (or refused) again: the same button is available once more.
    rerender(<WebhookDeliveries rows={[{ ...failed, status: "RETRYING", attempts: 1 }]} keepDays={30} />);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute("aria-disabled")).toBe("false");
    expect(button.textContent).toBe("Send again");
  });
});
