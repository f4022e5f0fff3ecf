import { siteConfig } from "@/config/site";

/**
 * The mark: app/icon.svg's drawing. `square` draws it full bleed (the home-screen icon, whose corners the
 * phone rounds itself) and `size` gives it pixels where no stylesheet does (app/apple-icon.tsx).
 */
export function LogoMark({
  className = "size-8",
  square = false,
  size,
}: {
  className?: string;
  square?: boolean;
  size?: number;
}) {
  return (
    <svg viewBox="0 0 32 32" className={className} width={size} height={size} aria-hidden="true">
      <rect width="32" height="32" rx={square ? undefined : 9} fill="#0f766e" />
      <path
        d="M9 23V9h7.5a5 5 0 0 1 0 10H13"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="22.5" cy="23" r="2.5" fill="#fbbf24" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-ink">
      <LogoMark />
      {siteConfig.name}
    </span>
  );
}
