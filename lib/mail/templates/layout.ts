import { siteConfig } from "@/config/site";
import type { MailSecrets } from "../secret-slots";

/** A rendered message; `secrets` holds the values of the slots its text and HTML carry (decision 812). */
export type Email = { subject: string; text: string; html: string; secrets?: MailSecrets };

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/**
 * One plain, table-free HTML layout that mail clients render alike: a heading, paragraphs and an optional
 * highlighted code. Everything interpolated is escaped; the text part says the same.
 */
export function renderEmail(parts: {
  subject: string;
  heading: string;
  paragraphs: string[];
  code?: string;
  footer?: string;
}): Email {
  const footer = parts.footer ?? `${siteConfig.name} · ${siteConfig.address.city}, ${siteConfig.address.country}`;
  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#333">${escapeHtml(p)}</p>`;
  const code = parts.code
    ? `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace;color:#111">${escapeHtml(parts.code)}</p>`
    : "";
  const [first = "", ...rest] = parts.paragraphs;
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">',
    '<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">',
    `<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#111">${escapeHtml(siteConfig.name)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:20px;color:#111">${escapeHtml(parts.heading)}</h1>`,
    paragraph(first),
    code,
    ...rest.map(paragraph),
    `<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(footer)}</p>`,
    "</div></body></html>",
  ].join("");
  const text = [
    parts.heading,
    "",
    first,
    ...(parts.code ? ["", parts.code] : []),
    ...rest.flatMap((p) => ["", p]),
    "",
    "—",
    footer,
  ].join("\n");
  return { subject: parts.subject, text, html };
}
