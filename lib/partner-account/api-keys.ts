import "server-only";
import { z } from "zod";
import * as keys from "@/lib/data/partner-api-keys";
import { defineOperation } from "@/lib/operations/operation";
import { apiKeyCreateSchema } from "@/lib/validations/redemption";

// The partner's API keys (decision 557), made and revoked in Profile or through the API with a signed-in
// session; a key itself can do neither (its scope, lib/auth/partner-api-key.ts).

export const API_KEY_CREATED_MESSAGE = "API key created. Copy it now: it will not be shown again.";

/** data.key is the key itself, in this answer only. */
export const createApiKey = defineOperation({
  name: "apikey.create",
  audience: "partner",
  input: apiKeyCreateSchema,
  rateLimit: "apiKeyManage",
  run: async ({ name }, { actor }) => ({
    data: await keys.createApiKey(actor.partnerId, name),
    message: API_KEY_CREATED_MESSAGE,
    status: 201,
  }),
});

/** Ends the key at once: its next request is 401. */
export const revokeApiKey = defineOperation({
  name: "apikey.revoke",
  audience: "partner",
  input: z.object({ id: z.string().max(64) }),
  rateLimit: "apiKeyManage",
  run: async ({ id }, { actor }) => ({
    data: await keys.revokeApiKey(actor.partnerId, id),
    message: "API key revoked",
  }),
});
