import { Download } from "lucide-react";
import type { Metadata } from "next";
import { ImportForm } from "@/components/partner/import/import-form";
import { PageHeading } from "@/components/partner/dashboard/page-heading";
import { Panel } from "@/components/partner/dashboard/panel";
import { IMPORT_LIMITS } from "@/lib/coupons/csv-import";
import { dashboardPartner } from "../../current-partner";

export const metadata: Metadata = { title: "Import coupons" };

const columns: [string, string][] = [
  ["id", "empty for a new coupon; one of your coupon ids (as exported) to update that coupon"],
  ["title, brand, description", "required text"],
  ["link", "required, an http(s) address"],
  ["code", "optional"],
  ["actualPricing, discountedPrice", "optional rupees; the discounted price not above the actual one"],
  ["category", "one or more of the 12 categories, separated by ; (e.g. Fashion; Accessories)"],
  ["startDate, expiryDate", "YYYY-MM-DD, not in the past; expiry after start"],
  ["image", "required, an https address of the coupon's image"],
  ["claimCap", "optional, how many app users may claim it (a whole number from 1 to 10,00,000)"],
  ["capCounts", "optional, what claimCap counts: claims (when empty) or redemptions"],
];

/** Bulk import (decision 535): a CSV, all rows checked by the coupon form's rules, all or nothing. */
export default async function ImportCouponsPage() {
  await dashboardPartner();
  return (
    <>
      <PageHeading
        backToListing
        title="Import coupons"
        subtitle="List many coupons at once from a spreadsheet saved as CSV"
      />
      <Panel
        id="columns-title"
        title="Columns"
        className="mt-6"
        action={
          <a
            href="/coupon-import-template.csv"
            download
            className="inline-flex h-10 items-center gap-2 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <Download aria-hidden="true" className="size-4" /> Download the template
          </a>
        }
      >
        <dl className="mt-3 grid grid-cols-[minmax(0,16rem)_1fr] gap-x-6 gap-y-2 text-sm">
          {columns.map(([name, rule]) => (
            <div key={name} className="contents">
              <dt className="font-mono text-ink">{name}</dt>
              <dd className="text-slate-600">{rule}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          The first row names the columns, in any order. Up to {IMPORT_LIMITS.rows} coupons and 512 KB a file. If any
          row has a problem, nothing is imported and every problem is listed with its row number.
        </p>
      </Panel>
      <div className="mt-6">
        <ImportForm />
      </div>
    </>
  );
}
