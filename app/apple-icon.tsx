import { ImageResponse } from "next/og";
import { LogoMark } from "@/components/marketing/logo";

// The home-screen icon iOS asks for (`<link rel="apple-touch-icon">`, and /apple-touch-icon.png by its
// conventional name, rewritten in next.config.ts): app/icon.svg's drawing as a 180x180 PNG, full bleed,
// since iOS rounds the corners itself. Drawn once, at build time.
export const size = { width: 180, height: 180 };
export const contentType = "image/png";

export default function AppleIcon() {
  // Called, not rendered as <LogoMark />: the image renderer takes the drawing itself.
  return new ImageResponse(LogoMark({ square: true, size: size.width }), size);
}
