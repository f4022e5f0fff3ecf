import { siteConfig } from "@/config/site";
import { downloadQrSvg } from "@/lib/assets/download-qr";

// The download QR code as one cached file (decision 315): every public page shows it in the header's
// menus and the footer, and inline it was nine copies of 2.5 KB in each page's HTML and payload.
export const dynamic = "force-static";

export async function GET() {
  return new Response(await downloadQrSvg(siteConfig.downloadPage), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}
