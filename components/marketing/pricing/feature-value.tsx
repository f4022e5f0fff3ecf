import { Check, X } from "lucide-react";
import type { FeatureValue } from "@/lib/copy/pricing";

export function FeatureValueCell({ value }: { value: FeatureValue }) {
  if (value === true) {
    return (
      <span className="inline-grid size-7 place-items-center rounded-full bg-brand-100 text-brand-800" data-value="yes">
        <Check aria-hidden="true" className="size-4" strokeWidth={3} />
        <span className="sr-only">Included</span>
      </span>
    );
  }
  if (value === false) {
    return (
      <span className="inline-grid size-7 place-items-center rounded-full bg-slate-100 text-slate-500" data-value="no">
        <X aria-hidden="true" className="size-4" strokeWidth={3} />
        <span className="sr-only">Not included</span>
      </span>
    );
  }
  return <span className="font-medium text-ink">{value}</span>;
}
