// The OpenAPI paths of partner sign-up, sign-in and passwords (./document.ts).
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import * as partnerAuth from "@/lib/validations/partner-auth";
import { body, errors, formOp, json, partnerOp } from "./operation";
import { count, deviceSession, envelope, partnerUser } from "./responses";

export function partnerAuthPaths(): ZodOpenApiPathsObject {
  return {
    "/api/v1/otp/send-otp": {
      post: formOp(
        "Partner auth",
        "E-mail a 6-digit code (sign-up or password reset)",
        "The answer is the same whether or not the address can receive a code, so it tells nobody which addresses have accounts.",
        {
          operationId: "sendOtp",
          schema: partnerAuth.sendCodeSchema,
          responses: {
            "200": json(
              "Sent if the address can receive it (same answer either way)",
              envelope(z.object({ sent: z.literal(true) })),
            ),
          },
        },
      ),
    },
    "/api/v1/otp/verify-otp": {
      post: formOp(
        "Partner auth",
        "Exchange a code for a single-use grant",
        "The grant is what POST /api/v1/user/signup (email_verification) or POST /api/v1/otp/reset-password (password_reset) takes.",
        {
          operationId: "verifyOtp",
          schema: partnerAuth.verifyCodeSchema,
          responses: {
            "200": json(
              "The grant for user/signup or otp/reset-password",
              envelope(z.object({ token: z.string(), expiresAt: z.string().meta({ format: "date-time" }) })),
            ),
          },
        },
      ),
    },
    "/api/v1/otp/reset-password": {
      post: formOp(
        "Partner auth",
        "Set a new password with a password_reset grant",
        "Every session of the partner ends; sign in again with the new password.",
        {
          operationId: "resetPassword",
          schema: partnerAuth.resetPasswordRequestSchema,
          responses: { "200": json("Updated; every session ended", envelope(z.null())) },
        },
      ),
    },
    "/api/v1/user/signup": {
      post: formOp(
        "Partner auth",
        "Create a partner account with an email_verification grant",
        "The account waits for the provider's approval before it can sign in.",
        {
          operationId: "signUp",
          schema: partnerAuth.signUpRequestSchema,
          responses: {
            "201": json("Created; waits for approval", envelope(z.object({ user: partnerUser }))),
            ...errors(409),
          },
        },
      ),
    },
    "/api/v1/user/login": {
      post: formOp(
        "Partner auth",
        "Sign in",
        "Answers the Bearer token for the partner API and also sets it as the authToken cookie. An account awaiting approval or suspended is 403.",
        {
          operationId: "login",
          schema: partnerAuth.signInSchema,
          responses: {
            "200": json("Signed in", envelope(z.object({ token: z.string(), user: partnerUser }))),
            ...errors(401, 403),
          },
        },
      ),
    },
    "/api/v1/user/logout": {
      post: partnerOp(
        "Partner auth",
        "Sign this device out",
        "Ends the session of the token sent (it stops working) and clears the cookie; the partner's other devices stay signed in. DELETE /api/v1/user/sessions signs every device out.",
        {
          operationId: "logout",
          responses: { "200": json("Signed out", envelope(z.null())), ...errors(413, 415) },
        },
      ),
    },
    "/api/v1/user/sessions": {
      get: partnerOp(
        "Partner auth",
        "The partner's signed-in devices",
        "One session per sign-in: the one of the token sent first (`current`), then the most recently used.",
        {
          operationId: "listSessions",
          responses: { "200": json("The live sessions", envelope(z.array(deviceSession))) },
        },
      ),
      delete: partnerOp(
        "Partner auth",
        "Sign out of all devices",
        "Ends every session of the partner, the one of the token sent included, and clears the cookie.",
        {
          operationId: "endAllSessions",
          responses: {
            "200": json("Every device signed out", envelope(z.object({ ended: count }))),
            ...errors(429),
          },
        },
      ),
    },
    "/api/v1/user/sessions/{id}": {
      delete: partnerOp(
        "Partner auth",
        "Sign one device out",
        "Ends one of the partner's sessions, by the id GET /api/v1/user/sessions gives; another partner's session is 404, as an unknown one is.",
        {
          operationId: "endSession",
          requestParams: { path: z.object({ id: z.string().min(1).max(64) }) },
          responses: { "200": json("Signed out", envelope(z.null())), ...errors(404, 429) },
        },
      ),
    },
    "/api/v1/user/reset-password": {
      post: partnerOp(
        "Partner auth",
        "Change the password",
        "Needs the old password; every session ends and the answer holds this client's new token. The same password again changes nothing and ends no session.",
        {
          operationId: "changePassword",
          requestBody: body(partnerAuth.changePasswordRequestSchema),
          responses: {
            "200": json("Changed; the new token", envelope(z.object({ token: z.string() }))),
            ...errors(400, 413, 415, 429),
          },
        },
      ),
    },
  };
}
