import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().APP_URL;
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        // Private areas and endpoints have nothing for search engines. A tracking link (/go/{id}) sends its
        // visitor to the partner and counts a click: a crawler following one would count as a visitor.
        disallow: [
          "/api/",
          "/go/",
          "/dashboard",
          "/admin",
          "/dev/",
          "/account-deletion/confirm",
          "/otpScreen/",
          "/update",
        ],
      },
    ],
    // No Host line: Next writes the whole origin into it, scheme included, which the directive (a
    // Yandex one, ignored elsewhere) does not take (standards review I4).
    sitemap: `${base}/sitemap.xml`,
  };
}
