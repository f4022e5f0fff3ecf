/**
 * A drawing as a `data:` URL that percent-encodes only what a URL may not hold or HTML and JSON would
 * escape again: spaces, quotes, `< > & # % { } \`, line breaks, non-ASCII. Letters, digits and
 * `= / : ; , . ( ) - _ ! $ * + ~ @ ?` stay as they are: encodeURIComponent made the drawing 1.3-1.4 times
 * its size, in the HTML and again in the flight data (decision 630). The drawing comes back exactly.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[^\w\-.~!$()*+,;=:@/?]/gu, percentEncode)}`;
}

/** UTF-8 percent-encoding of one character; encodeURIComponent leaves an apostrophe as it is. */
const percentEncode = (c: string) =>
  c.length === 1 && c < "\x80"
    ? `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`
    : encodeURIComponent(c);
