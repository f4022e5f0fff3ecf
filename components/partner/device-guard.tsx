import { Laptop } from "lucide-react";
import { headers } from "next/headers";
import { userAgent } from "next/server";

/** A phone or tablet by its own account: the Sec-CH-UA-Mobile client hint, else the user agent. */
async function isMobileDevice(): Promise<boolean> {
  const requestHeaders = await headers();
  if (requestHeaders.get("sec-ch-ua-mobile") === "?1") return true;
  const { device } = userAgent({ headers: requestHeaders });
  return device.type === "mobile" || device.type === "tablet";
}

function DeviceNotice({ area }: { area: string }) {
  return (
    <div className="mx-auto max-w-md px-6 py-16 text-center">
      <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Laptop aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink">Not available on mobile</h1>
      <p className="mt-3 text-slate-600">
        {area} is not available on mobile devices or small windows. Please open it on a desktop or laptop.
      </p>
    </div>
  );
}

/**
 * Spec 2: the partner screens are desktop-only. A phone or tablet gets the notice from the server
 * alone; a small viewport (width up to 768 or height up to 600) gets it from CSS (app/theme.css), so the
 * screen never flashes first and no script is needed (decision 410).
 */
export async function DeviceGuard({
  children,
  area = "The partner area",
}: {
  children: React.ReactNode;
  /** What is desktop-only, as the notice names it. */
  area?: string;
}) {
  if (await isMobileDevice()) return <DeviceNotice area={area} />;
  return (
    <>
      <div className="partner-screen">{children}</div>
      <div className="partner-device-notice">
        <DeviceNotice area={area} />
      </div>
    </>
  );
}
