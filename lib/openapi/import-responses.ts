import { z } from "zod";
import type { UploadedImage } from "@/lib/http/uploaded-image";
import { absoluteUrl, count, same } from "./responses";

// The answers of a partner's coupon import and of the image uploads (partner and staff), for the OpenAPI
// document only, with the same drift checks as ./responses.ts.

export const rowError = z.object({ row: count.min(1), errors: z.record(z.string(), z.array(z.string())) });

export const importAccepted = z.object({
  ok: z.literal(true),
  imported: count,
  updated: count.meta({ description: "Coupons a row named by id and changed (decision 560)" }),
  ignoredColumns: z.array(z.string()),
});

export const importRefused = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      rows: z.array(rowError).optional().meta({ description: "Each row with errors, by its line in the file" }),
      ignoredColumns: z
        .array(z.string())
        .optional()
        .meta({ description: "Header names the import does not read (e.g. partnerId, status)" }),
    }),
    message: z.string(),
  })
  .meta({ id: "ImportRefused", description: "Nothing was stored." });

const uploadedImage = z.object({
  secure_url: absoluteUrl("The stored image, absolute (decision 825)"),
  url: absoluteUrl("The same URL as secure_url"),
});

/** Both upload endpoints (partner and staff) answer this. */
export const uploadAnswer = uploadedImage
  .extend({ data: uploadedImage })
  .meta({ id: "UploadedImage", description: "The stored image's URL, at the top level and under data" });

same<z.infer<typeof uploadAnswer>["data"], UploadedImage>(true);
