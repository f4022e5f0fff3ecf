"use server";

import { toAction } from "@/lib/operations/action";
import { createApiKey } from "@/lib/partner-account/api-keys";

/** Profile's API keys: a new key, shown this once (decision 557). */
export const createApiKeyAction = toAction(createApiKey);
