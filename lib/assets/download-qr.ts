// The download QR code (decision 315): drawn once by app/download-qr.svg/route.ts and shown as a cached
// image by components/marketing/qr-code.tsx on every public page.
import QRCode from "qrcode";

export const DOWNLOAD_QR_PATH = "/download-qr.svg";

export function downloadQrValue(downloadPage: string): string {
  return `${downloadPage}?utm_source=website&utm_medium=qr`;
}

/** The download page with the QR campaign parameters, in the brand's colours. */
export function downloadQrSvg(downloadPage: string): Promise<string> {
  return QRCode.toString(downloadQrValue(downloadPage), {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
    color: { dark: "#134e4a", light: "#ffffff" },
  });
}
