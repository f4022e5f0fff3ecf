import { Bell, CreditCard, KeyRound, ShieldCheck, UserRoundPen, Webhook } from "lucide-react";
import { Link } from "@/components/ui/link";
import { type ProfileSectionId, profileSectionHref, profileSections } from "@/config/profile-sections";

const icons: Record<ProfileSectionId, typeof Bell> = {
  edit: UserRoundPen,
  notifications: Bell,
  plan: CreditCard,
  security: ShieldCheck,
  "api-keys": KeyRound,
  webhooks: Webhook,
};

/**
 * Links, not script-driven tabs: each section has its own URL, so reload and Back work (decision 510). The
 * six fit on one line from 1280 px wide; narrower, they wrap.
 */
export function SectionNav({ current }: { current: ProfileSectionId }) {
  return (
    <nav aria-label="Profile sections" className="mt-6">
      <ul className="flex flex-wrap gap-0.5 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-sm">
        {profileSections.map(({ id, label }) => {
          const Icon = icons[id];
          const active = id === current;
          return (
            <li key={id}>
              <Link
                href={profileSectionHref(id)}
                scroll={false}
                aria-current={active ? "page" : undefined}
                className={`flex items-center gap-1.5 rounded-xl px-2.5 py-2.5 text-sm font-semibold transition-colors ${active ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-ink"}`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
