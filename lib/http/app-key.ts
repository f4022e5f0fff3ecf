import "server-only";
import { getAppApiKeys } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { matchingSecret } from "./matching-secret";

// The mobile app's calls that write on behalf of its users (claims, decision 547) carry one of the keys
// configured in APP_API_KEYS in the X-App-Key header, compared in constant time (matchingSecret).

export const APP_KEY_HEADER = "x-app-key";
export const APP_KEY_MESSAGE = "A valid X-App-Key header is required.";

/** The app client: a short, non-secret label of its key, for rate-limit buckets. */
export type AppClient = { appKeyId: string };

/** The caller's app key, or 401 (with nothing about the resource it asked for); always 401 while none is set. */
export function appClient(request: Request): AppClient {
  const match = matchingSecret(request.headers.get(APP_KEY_HEADER)?.trim() ?? "", getAppApiKeys());
  if (!match)
    throw new AppError("unauthorized", APP_KEY_MESSAGE, { challenge: 'AppKey realm="app", header="X-App-Key"' });
  return { appKeyId: match.subarray(0, 6).toString("hex") };
}
