import { expect, it } from "vitest";
import { maskedNote } from "./mail-state";

// Console review m25: the note under a masked message says what happened to it, not that it was sent.
it("says a masked code went out only with a sent e-mail, will go with a queued or retrying one, and never with a dead one", () => {
  expect(maskedNote("SENT")).toBe("Its code or link is masked here; only the e-mail sent carried it.");
  for (const status of ["QUEUED", "SENDING", "FAILED"] as const) {
    expect(maskedNote(status)).toBe(
      "Its code or link is masked here; only the e-mail itself will carry it, once it is sent.",
    );
  }
  expect(maskedNote("DEAD")).toMatch(/never delivered and cannot be sent again/);
});
