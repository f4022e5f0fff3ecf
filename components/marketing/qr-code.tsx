import { DOWNLOAD_QR_PATH } from "@/lib/assets/download-qr";

/**
 * The download QR code as one cached image (decision 315) instead of an inline copy in each header menu
 * and footer. Lazy, so a closed menu or an unscrolled footer costs nothing.
 */
export function DownloadQr({ label, className = "size-32" }: { label: string; className?: string }) {
  return (
    <span className={`block overflow-hidden rounded-lg bg-white ${className}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG, which next/image only passes through */}
      <img src={DOWNLOAD_QR_PATH} alt={label} width={128} height={128} loading="lazy" className="block size-full" />
    </span>
  );
}
