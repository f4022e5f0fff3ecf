import { z } from "zod";
import { singleLineText, tooLongMessage } from "./text";

// A webhook endpoint's address (decision 561): one schema for Profile's form and the server. Whether the
// address is public is asked on the server only (lib/partner-account/webhooks.ts), with DNS.

export const WEBHOOK_URL_MAX = 500;

export const WEBHOOK_MESSAGES = {
  url: "Enter your endpoint's https address, like https://shop.example.com/webhooks",
  urlTooLong: tooLongMessage("Endpoint address", WEBHOOK_URL_MAX),
} as const;

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

export const webhookEndpointSchema = z.object({
  url: singleLineText(WEBHOOK_MESSAGES.url, WEBHOOK_MESSAGES.url)
    .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
    .refine(isHttpsUrl, WEBHOOK_MESSAGES.url)
    .meta({ description: "The endpoint's https address", example: "https://shop.example.com/webhooks/offers" }),
});
