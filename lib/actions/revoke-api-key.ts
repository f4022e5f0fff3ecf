"use server";

import { toAction } from "@/lib/operations/action";
import { revokeApiKey } from "@/lib/partner-account/api-keys";

/** Profile's API keys: ends a key at once (decision 557). */
export const revokeApiKeyAction = toAction(revokeApiKey);
