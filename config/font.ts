/**
 * The site's typeface: Inter with its weight axis, cut by scripts/fonts/subset-inter.sh and served from
 * /public under a name carrying the start of its SHA-256, so browsers may keep it for a year
 * (next.config.ts). app/theme.css declares it at the same address; scripts/fonts/font-file.test.ts holds the
 * three together (decision 321).
 */
export const FONT_URL = "/fonts/inter-latin-wght.fb702f6fc4.woff2";

/**
 * Where the font is preloaded. A preloaded font holds the first paint until it arrives or its short
 * wait (`font-display: optional`) runs out, and shares the HTML's bandwidth while it loads. On a wide
 * screen on a fixed line it arrives in time and the first visit is drawn in Inter. On a phone on a
 * mobile network it arrived after the first paint anyway (so that visit kept the fallback) and only
 * delayed it: there the font is fetched when the first layout needs it, and used from the cache on the
 * next visit.
 */
export const FONT_PRELOAD_MEDIA = "(min-width: 768px)";
