"use server";

import { importCoupons } from "@/lib/coupons/operations";
import { toAction } from "@/lib/operations/action";

/** The import page's form, through `useActionState`, so it works without JavaScript too. */
export const importCouponsAction = toAction(importCoupons, { revalidate: "/dashboard" });
