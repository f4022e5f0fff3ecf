import type { MetadataRoute } from "next";
import { getEnv } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().APP_URL;
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        // Private areas and endpoints have nothing for search engines.
        disallow: ["/api/", "/dashboard", "/admin", "/dev/", "/account-deletion/confirm", "/otpScreen/", "/update"],
      },
    ],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
