import { FaApple, FaGooglePlay } from "react-icons/fa6";
import { siteConfig } from "@/config/site";
import { SpriteIcon } from "./sprite-icon";

const stores = [
  {
    key: "android",
    href: siteConfig.stores.android,
    small: "GET IT ON",
    name: "Google Play",
    Icon: FaGooglePlay,
    sprite: "google-play",
  },
  {
    key: "ios",
    href: siteConfig.stores.ios,
    small: "Download on the",
    name: "App Store",
    Icon: FaApple,
    sprite: "apple",
  },
] as const;

/**
 * Both store buttons open in a new tab (spec 1). `fromSprite` draws their icons from the cached sprite
 * (decision 630), as the footer does on every page; the home's first screen keeps its own drawn inline.
 */
export function StoreButtons({
  tone = "dark",
  className = "",
  fromSprite = false,
}: {
  tone?: "dark" | "light";
  className?: string;
  fromSprite?: boolean;
}) {
  const look =
    tone === "dark"
      ? "bg-ink text-white hover:bg-slate-800 ring-white/10"
      : "bg-white text-ink hover:bg-slate-50 ring-slate-200";
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {stores.map(({ key, href, small, name, Icon, sprite }) => (
        <a
          key={key}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${name} (opens in a new tab)`}
          className={`inline-flex h-12 min-w-40 items-center gap-3 rounded-xl px-4 ring-1 transition-colors ${look}`}
        >
          {fromSprite ? (
            <SpriteIcon name={sprite} className="size-6 shrink-0" />
          ) : (
            <Icon aria-hidden="true" className="size-6 shrink-0" />
          )}
          <span className="flex flex-col text-left leading-tight">
            <span className="text-[10px] font-medium tracking-wide opacity-80">{small}</span>
            <span className="text-sm font-semibold">{name}</span>
          </span>
        </a>
      ))}
    </div>
  );
}
