import QRCode from "qrcode";

/** Rendered on the server at build time: the SVG ships inline, nothing is fetched. */
export async function QrCode({
  value,
  label,
  className = "size-32",
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const svg = await QRCode.toString(value, {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
    color: { dark: "#134e4a", light: "#ffffff" },
  });
  return (
    <span
      role="img"
      aria-label={label}
      className={`block overflow-hidden rounded-lg bg-white [&>svg]:block [&>svg]:size-full ${className}`}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

export function downloadQrValue(downloadPage: string): string {
  return `${downloadPage}?utm_source=website&utm_medium=qr`;
}
