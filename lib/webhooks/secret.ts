import "server-only";
import { openText, sealText } from "@/lib/mail/sealed-body";
import { newWebhookSecret, SECRET_PREFIX } from "./signature";

// An endpoint's signing secret (decision 561): signing needs the secret itself, so it is kept sealed under
// AUTH_SECRET (the mail outbox's sealing, decision 812) with the endpoint's id bound to it, and shown to the
// partner once, when made or rotated.

const PURPOSE = "webhook-secret:v1";

export type MadeSecret = { secret: string; sealedSecret: string; secretPrefix: string };

export function makeSealedSecret(endpointId: string): MadeSecret {
  const secret = newWebhookSecret();
  return {
    secret,
    sealedSecret: sealText(secret, endpointId, PURPOSE),
    secretPrefix: secret.slice(0, SECRET_PREFIX.length + 4),
  };
}

/** Throws when AUTH_SECRET changed since or the sealed secret was moved to another endpoint. */
export function openSecret(sealedSecret: string, endpointId: string): string {
  return openText(sealedSecret, endpointId, PURPOSE);
}
