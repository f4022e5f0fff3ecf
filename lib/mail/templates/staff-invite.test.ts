import { describe, expect, it } from "vitest";
import { staffInviteEmail } from "./staff-invite";

const invite = (role: "ADMIN" | "EDITOR") =>
  staffInviteEmail({ appUrl: "https://www.example.com", token: "t0k3n", role, invitedBy: "Asha", hours: 72 });

describe("staffInviteEmail", () => {
  it.each(["ADMIN", "EDITOR"] as const)(
    "%s: the link follows the sentence that leads to it; an admin's authenticator note comes after it (console review m13)",
    (role) => {
      const lines = invite(role).text.split("\n").filter(Boolean);
      const lead = lines.findIndex((l) => l.startsWith("Open this link within 72 hours"));
      expect(lines[lead]).toBe("Open this link within 72 hours to choose your name and password:");
      expect(lines[lead + 1]).toMatch(/^https:\/\/www\.example\.com\/admin\/invite\?token=/);
      const note = lines.indexOf("As an admin you will also set up an authenticator app for two-step sign-in.");
      if (role === "ADMIN") expect(note).toBe(lead + 2);
      else expect(note).toBe(-1);
    },
  );
});
