import type { PartnerProfile } from "@/lib/data/partner-detail";
import { formatDate } from "@/lib/format/console-date";
import { PartnerStatusBadge } from "./partner-status";

// Partners have one plan: the free version (spec: "The plan offering for partners is free only").
const PLAN = "Free";

/** What a partner gave at sign-up, and where their account stands. */
export function PartnerProfileList({ profile }: { profile: PartnerProfile }) {
  const items: [string, React.ReactNode][] = [
    ["Company", profile.companyName],
    ["Address", profile.companyAddress],
    ["Contact", profile.fullName],
    [
      "Email",
      <a key="email" href={`mailto:${profile.email}`} className="break-all text-brand-700 hover:underline">
        {profile.email}
      </a>,
    ],
    ["Phone", profile.phoneNumber],
    [
      "Privacy policy",
      <a
        key="privacy"
        href={profile.companyPrivacyUrl}
        rel="noreferrer noopener"
        target="_blank"
        className="break-all text-brand-700 hover:underline"
      >
        {profile.companyPrivacyUrl}
      </a>,
    ],
    ["Status", <PartnerStatusBadge key="status" status={profile.status} />],
    ["Plan", PLAN],
    ["Signed up", formatDate(profile.createdAt)],
  ];
  return (
    <>
      <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {profile.reviewNote && profile.status !== "APPROVED" ? (
        <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">Reason given: {profile.reviewNote}</p>
      ) : null}
    </>
  );
}
