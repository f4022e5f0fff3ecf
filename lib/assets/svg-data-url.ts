/**
 * A drawing as a `data:` URL with only what must be escaped percent-encoded: `%` and `#` (which a URL
 * reads), what HTML or JSON would escape again (`" ' < > & \`), and anything outside printable ASCII
 * (line breaks, which a URL parser drops, and non-ASCII). Spaces, `=`, `/` and `:` stay as they are:
 * encodeURIComponent made the drawing 1.3-1.4 times its size, in the HTML and again in the flight data
 * (decision 630). The drawing comes back exactly, quotes and apostrophes included.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[^ -~]|["'<>&%#\\]/gu, percentEncode)}`;
}

/** UTF-8 percent-encoding of one character; encodeURIComponent leaves an apostrophe as it is. */
const percentEncode = (c: string) =>
  c.length === 1 && c < "\x80"
    ? `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`
    : encodeURIComponent(c);
