const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for a script element. `<`, `>` and `&` become \u escapes so text from the database can never
 * close the script tag or open a comment; U+2028/U+2029 are escaped for parsers that treat them as
 * line ends. The result is still valid JSON and parses back to the same data.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Structured data for search engines; the builders (structured-data.ts, article-structured-data.ts) return plain objects. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
