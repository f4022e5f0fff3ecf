// How to call each partner sign-up, sign-in and password operation so it succeeds, and the recipes for
// its own refusals (./provoke.ts has the generic ones). Codes are issued as a fixture would, straight
// through lib/auth, so no mailbox is read.
import { checkCode } from "@/lib/partner-account/codes";
import { issueOtp } from "@/lib/partner-account/otp";
import { PASSWORD, createPartner, signUpForm, uniqueEmail, uniqueIp } from "../partner-helpers";
import { type Call, jsonBody } from "./app";
import type { Spec } from "./provoke";

type Purpose = "email_verification" | "password_reset";
const NEW_PASSWORD = "Another-Kite-4821";

const post = (path: string, body: unknown, headers: Record<string, string> = {}): Call => {
  const json = jsonBody(body);
  return { method: "POST", path, headers: { ...json.headers, ...headers }, body: json.body };
};

/** The single-use grant verify-otp answers, for `email`. */
async function grantFor(email: string, type: Purpose) {
  const { code } = await issueOtp({ email, type });
  return (await checkCode({ email, type }, code, uniqueIp())).token;
}

const signUpCall = async (email: string) =>
  post("/api/v1/user/signup", {
    ...signUpForm(email),
    verificationToken: await grantFor(email, "email_verification"),
  });

const grantUse: Spec["buckets"] = (call) => [{ rule: "partnerGrantUseAddress", address: call.ip }];

export const partnerAuthOperations: Record<string, Spec> = {
  sendOtp: {
    ok: async (c) => post("/api/v1/otp/send-otp", { email: (await c.partner()).email, type: "password_reset" }),
    buckets: (call) => [{ rule: "partnerCodeSendAddress", address: call.ip }],
  },
  verifyOtp: {
    ok: async (c) => {
      const { email } = await c.partner();
      const { code } = await issueOtp({ email, type: "password_reset" });
      return post("/api/v1/otp/verify-otp", { email, otp: code, type: "password_reset" });
    },
    buckets: (call) => [{ rule: "partnerCodeCheckAddress", address: call.ip }],
    answers: {
      400: async (app, status) => {
        const { email } = await createPartner({ prefix: "contract-code" });
        await issueOtp({ email, type: "password_reset" });
        await app.send(post("/api/v1/otp/verify-otp", { email, otp: "000000", type: "password_reset" }), status);
      },
    },
  },
  resetPassword: {
    ok: async (c) => {
      const { email } = await c.partner();
      const token = await grantFor(email, "password_reset");
      return post("/api/v1/otp/reset-password", { email, token, newPassword: NEW_PASSWORD });
    },
    buckets: grantUse,
  },
  signUp: {
    ok: async () => signUpCall(uniqueEmail("contract-signup")),
    buckets: grantUse,
    answers: {
      // A verified address that already has an account.
      409: async (app, status) => {
        const { email } = await createPartner({ prefix: "contract-taken" });
        await app.send(await signUpCall(email), status);
      },
    },
  },
  login: {
    ok: async (c) => post("/api/v1/user/login", { email: (await c.partner()).email, password: PASSWORD }),
    buckets: (call) => [{ rule: "partnerSignInAddress", address: call.ip }],
    answers: {
      401: async (app, status) => {
        const { email } = await createPartner({ prefix: "contract-login" });
        await app.send(post("/api/v1/user/login", { email, password: "Wrong-Password-1" }), status);
      },
    },
  },
  logout: {
    ok: async (c) => ({ method: "POST", path: "/api/v1/user/logout", headers: (await c.partner()).auth }),
  },
  changePassword: {
    ok: async (c) =>
      post(
        "/api/v1/user/reset-password",
        { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
        (await c.partner()).auth,
      ),
    buckets: async (_call, c) => [{ rule: "partnerPasswordChange", key: (await c.partner()).id }],
  },
};
