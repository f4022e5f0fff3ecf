import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd, serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it.each<[string, object, string]>([
    [
      "a closing script tag",
      { name: "</script><script>alert(1)</script>" },
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
    ],
    ["an HTML comment opener", { text: "<!-- x" }, '{"text":"\\u003c!-- x"}'],
    ["an ampersand", { name: "Tom & Jerry" }, '{"name":"Tom \\u0026 Jerry"}'],
    ["line and paragraph separators", { text: "a\u2028b\u2029c" }, '{"text":"a\\u2028b\\u2029c"}'],
    ["plain text, untouched", { "@type": "Article", headline: "EMI 101" }, '{"@type":"Article","headline":"EMI 101"}'],
  ])("escapes %s", (_label, data, expected) => {
    expect(serializeJsonLd(data)).toBe(expected);
  });

  it("still parses back to the same data", () => {
    const data = [{ "@type": "FAQPage", text: "</script> & <b>\u2028" }, { n: 1 }];
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});

describe("JsonLd", () => {
  it("renders one ld+json script whose text cannot end the element", () => {
    const html = renderToStaticMarkup(<JsonLd data={{ name: "</script><img src=x>" }} />);
    expect(html).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cimg src=x\\u003e"}</script>',
    );
  });
});
