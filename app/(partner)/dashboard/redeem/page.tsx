import type { Metadata } from "next";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import { CodeLookup } from "@/components/partner/redeem/code-lookup";
import { CodeDetails } from "@/components/partner/redeem/code-details";
import { findPartnerCode } from "@/lib/data/coupon-codes";
import { REDEMPTION_MESSAGES, redemptionSchema } from "@/lib/validations/redemption";
import { dashboardPartner } from "../current-partner";

export const metadata: Metadata = { title: "Redeem" };

type Props = { searchParams: Promise<{ code?: string | string[] }> };

/**
 * Redeem (issue 49, decision 557): the merchant types or pastes the code a customer shows; the page finds
 * it among this partner's codes only (a GET, so it works before JavaScript and Back returns to it), shows
 * the offer and the claim's time, and redeems it once.
 */
export default async function RedeemPage({ searchParams }: Props) {
  const { partnerId } = await dashboardPartner();
  const sent = (await searchParams).code;
  const typed = typeof sent === "string" ? sent.slice(0, 200) : "";
  const parsed = typed.trim() ? redemptionSchema.shape.code.safeParse(typed) : null;
  const found = parsed?.success ? await findPartnerCode(partnerId, parsed.data) : null;
  return (
    <>
      <PageHeading title="Redeem" subtitle="Check a customer's code and redeem it once" />
      <div className="mt-6 grid max-w-3xl gap-6">
        <CodeLookup
          typed={typed}
          error={
            parsed && !parsed.success
              ? REDEMPTION_MESSAGES.code
              : parsed && !found
                ? `No claimed code of yours matches “${parsed.data}”. Check the code and try again.`
                : undefined
          }
        />
        {found ? <CodeDetails code={found} /> : null}
      </div>
    </>
  );
}
