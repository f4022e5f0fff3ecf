import { z } from "zod";
import { singleLineText } from "./text";

// A claim sent by the app (decision 547): which of its users took the offer. The id is the app's own,
// opaque to us; only its digest is stored.

export const CLAIM_USER_ID_MESSAGE = "userId is required: the app's id of the user claiming, 1 to 128 characters.";

export const couponClaimSchema = z.object({
  userId: singleLineText(CLAIM_USER_ID_MESSAGE, CLAIM_USER_ID_MESSAGE)
    .min(1, CLAIM_USER_ID_MESSAGE)
    .max(128, CLAIM_USER_ID_MESSAGE)
    .meta({ description: "The app's id of the user claiming (opaque; stored only as a digest)", example: "u_8f2k1" }),
});
