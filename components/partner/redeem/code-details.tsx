import type { PartnerCodeView } from "@/lib/data/coupon-codes";
import { formatDate, formatDateTime } from "@/lib/format/console-date";
import { formatRupees } from "@/lib/format/rupees";
import { Panel } from "../dashboard/panel";
import { RedeemForm } from "./redeem-form";

/** What the code's state is, in the words the API's refusals use; `redeemable` when Redeem may run. */
function stateOf(code: PartnerCodeView): { text: string; redeemable: boolean; tone: "done" | "refused" | "open" } {
  if (code.redeemedAt) {
    const order =
      code.orderAmount === null ? "" : `, on an order of ${formatRupees(code.orderAmount, { paise: true })}`;
    const text = `Redeemed on ${formatDateTime(new Date(code.redeemedAt))}${order}. A code is redeemed once.`;
    return { text, redeemable: false, tone: "done" };
  }
  if (!code.claimedAt)
    return { text: "This code has not been claimed by an app user yet.", redeemable: false, tone: "refused" };
  if (code.offer.ended)
    return { text: "This offer has ended: its codes can no longer be redeemed.", redeemable: false, tone: "refused" };
  return { text: "Not redeemed yet.", redeemable: true, tone: "open" };
}

/** The code found: its offer, when it was claimed, its state, and Redeem while it can be. */
export function CodeDetails({ code }: { code: PartnerCodeView }) {
  const state = stateOf(code);
  const rows: [string, string][] = [
    ["Offer", `${code.offer.title} · ${code.offer.brand}`],
    ["Claimed", code.claimedAt ? formatDateTime(new Date(code.claimedAt)) : "Not yet"],
    ["Offer ends", formatDate(new Date(`${code.offer.expiryDate}T00:00:00+05:30`))],
  ];
  return (
    <Panel id="redeem-code-title" title={`Code ${code.code}`}>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-600">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <RedeemForm code={code.code} state={state} />
    </Panel>
  );
}
