import { Sparkles } from "lucide-react";
import { CheckList } from "@/components/ui/check-list";
import { Panel } from "../dashboard/panel";

const freeFeatures = ["List and manage your coupons", "Views for every coupon", "Notifications from our team"];

/** Choose Plan (spec 2, 9): only the free version is offered; premium plans are coming soon. */
export function ChoosePlan() {
  return (
    <Panel
      id="plan-title"
      title="Choose Plan"
      size="large"
      description="We only offer the free version for now. Premium plans are coming soon."
    >
      <ul className="mt-6 grid grid-cols-2 gap-5">
        <li className="rounded-2xl border-2 border-brand-700 p-6" aria-current="true">
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-lg font-bold text-ink">Free</h3>
            <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">Current plan</span>
          </div>
          <p className="mt-2 text-3xl font-bold text-ink">₹0</p>
          <CheckList items={freeFeatures} tone="light" className="mt-4 grid gap-2 text-sm text-slate-700" />
        </li>
        <li className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-lg font-bold text-ink">Premium</h3>
            <span className="rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold text-slate-700">
              Coming soon
            </span>
          </div>
          <p className="mt-2 text-slate-600">More reach and insights for your offers.</p>
          <button
            type="button"
            disabled
            className="mt-6 inline-flex h-11 cursor-not-allowed items-center gap-2 rounded-xl bg-slate-200 px-5 font-semibold text-slate-600"
          >
            <Sparkles aria-hidden="true" className="size-4" />
            Coming soon
          </button>
        </li>
      </ul>
    </Panel>
  );
}
