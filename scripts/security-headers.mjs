// The security headers of every answer, in one place: next.config.ts sends them with each answer Next
// makes, and scripts/server.mjs with the few it makes itself before Next (decision 821). Plain JavaScript,
// like scripts/server.mjs: the standalone folder runs it with node alone.

/** Pages are static, so scripts cannot carry per-request nonces; inline scripts are Next's own bootstrap (decision 008). */
export function contentSecurityPolicy(onVercel = Boolean(process.env.VERCEL)) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${onVercel ? " https://va.vercel-scripts.com" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${onVercel ? " https://vitals.vercel-insights.com" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * An uploaded file runs nothing and loads nothing, even opened on its own or if a browser sniffed it as
 * a page: its own policy replaces the site's (SECURITY row 36).
 */
export const UPLOAD_CSP = "default-src 'none'; sandbox";

/** `{ key, value }` pairs, the shape next.config.ts's headers() takes. */
export function securityHeaders(onVercel = Boolean(process.env.VERCEL)) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(onVercel) },
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
}
