import { ImageResponse } from "next/og";

// The home-screen icon iOS asks for (`<link rel="apple-touch-icon">`, and /apple-touch-icon.png by its
// conventional name, rewritten in next.config.ts): app/icon.svg's drawing as a 180x180 PNG, full bleed,
// since iOS rounds the corners itself. Drawn once, at build time.
export const size = { width: 180, height: 180 };
export const contentType = "image/png";

export default function AppleIcon() {
  return new ImageResponse(
    <svg viewBox="0 0 32 32" width={180} height={180}>
      <rect width="32" height="32" fill="#0f766e" />
      <path
        d="M9 23V9h7.5a5 5 0 0 1 0 10H13"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="22.5" cy="23" r="2.5" fill="#fbbf24" />
    </svg>,
    size,
  );
}
