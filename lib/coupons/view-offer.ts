import "server-only";
import { z } from "zod";
import { cachedPublicOffer } from "@/lib/data/public-offers";
import { AppError } from "@/lib/errors";
import { admitEvent } from "@/lib/events/admit";
import { deviceVisitor } from "@/lib/events/visitor";
import { defineOperation } from "@/lib/operations/operation";
import { enforce } from "@/lib/limits/limiter";
import { todayInIndia } from "@/lib/model/calendar-day";
import { OFFER_NOT_FOUND_MESSAGE } from "./claim-offer";
import { couponId } from "./operations";

// POST /api/v1/offers/{id}/views (decision 551): the app, with its key, says one of its devices showed an
// offer. Counted once per device and India day, and at most a few times per address and offer a day, so
// made-up device ids from one place buy a handful of views, not thousands. Queued, then counted in a batch.

export const DEVICE_ID_HEADER = "x-device-id";
export const DEVICE_ID_MESSAGE =
  "X-Device-Id is required: the app's id of this device, 8 to 128 letters, digits or . _ : - characters.";

export const viewOffer = defineOperation({
  name: "offer.view",
  audience: "app",
  rateLimit: "offerViewPerKey",
  input: z.object({
    id: couponId,
    deviceId: z
      .string(DEVICE_ID_MESSAGE)
      .trim()
      .regex(/^[\w.:-]{8,128}$/, DEVICE_ID_MESSAGE),
  }),
  run: async ({ id, deviceId }, { ip }) => {
    const day = todayInIndia();
    if (!id || !(await cachedPublicOffer(id, day))) throw new AppError("not_found", OFFER_NOT_FOUND_MESSAGE);
    const visitor = deviceVisitor(deviceId);
    await enforce({ rule: "offerViewPerDevice", key: `${visitor}:${day}` });
    // Past the address's few views of this offer today the view is taken and not counted, as a click is.
    await admitEvent({ type: "VIEW", couponId: id, visitor, day, ip }, "offerViewPerAddress");
    return { data: { offerId: id }, status: 202 };
  },
});
