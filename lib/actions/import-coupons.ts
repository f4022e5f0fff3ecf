"use server";

import { revalidatePath } from "next/cache";
import { requirePartner } from "@/lib/auth/current-partner";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "@/lib/coupons/csv-import";
import { type ImportAnswer, importCouponsCsv } from "@/lib/coupons/import-coupons";
import { actionFailure } from "./partner-action";

export type ImportState = { status: "idle" } | ({ status: "done"; fileName: string } & ImportAnswer);

/**
 * The import page's form, through `useActionState`, so it works without JavaScript too. The partner
 * wrapper reads text fields only, so this one authenticates and reads the file itself.
 */
export async function importCouponsAction(_previous: ImportState, form: FormData): Promise<ImportState> {
  const file = form.get("file");
  const fileName = file instanceof File ? file.name.slice(0, 200) : "";
  const refuse = (message: string): ImportState => ({
    status: "done",
    fileName,
    ok: false,
    message,
    rows: [],
    ignoredColumns: [],
  });
  try {
    const session = await requirePartner();
    if (!(file instanceof File) || file.size === 0) return refuse(IMPORT_MESSAGES.empty);
    if (file.size > IMPORT_LIMITS.bytes) return refuse(IMPORT_MESSAGES.tooLarge);
    const { answer } = await importCouponsCsv(session.partnerId, new Uint8Array(await file.arrayBuffer()));
    if (answer.ok) revalidatePath("/dashboard", "layout");
    return { status: "done", fileName, ...answer };
  } catch (error) {
    const failure = actionFailure(error);
    return refuse(failure.ok ? "" : (failure.formError ?? "Something went wrong. Please try again later."));
  }
}
