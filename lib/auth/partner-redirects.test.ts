import { describe, expect, it } from "vitest";
import { hasSessionCookie, partnerRedirect } from "./partner-redirects";

const at = (path: string) => new URL(path, "http://localhost");

describe("partnerRedirect", () => {
  it.each([
    ["/dashboard", false, "/NewSignIn"],
    ["/dashboard/profile", false, "/NewSignIn"],
    ["/dashboard", true, null],
    ["/NewSignIn", true, "/dashboard"],
    ["/NewSignUp", true, "/dashboard"],
    ["/otpScreen/signup", true, "/dashboard"],
    ["/ForgotPassword", true, "/dashboard"],
    ["/update", true, "/dashboard"],
    ["/NewSignIn", false, null],
    ["/NewSignIn?session=ended", true, null],
    ["/dashboards", false, null],
    ["/updates", true, null],
    ["/", true, null],
    ["/newSignup", false, "/NewSignUp"],
    ["/newSignup?ref=x", false, "/NewSignUp?ref=x"],
    ["/NewSignUp", false, null],
  ])("%s with cookie=%s -> %s", (path, cookie, expected) => {
    expect(partnerRedirect(at(path), cookie)).toBe(expected);
  });
});

describe("hasSessionCookie", () => {
  it("finds a non-empty authToken among other cookies only", () => {
    expect(hasSessionCookie("a=1; authToken=abc.def; b=2")).toBe(true);
    expect(hasSessionCookie("authToken=")).toBe(false);
    expect(hasSessionCookie("xauthToken=abc")).toBe(false);
    expect(hasSessionCookie(null)).toBe(false);
  });
});
