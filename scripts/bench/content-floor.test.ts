import { describe, expect, it } from "vitest";
import { contentFloorFiles, contentOf } from "./content-floor";

const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"/>',
  '<link rel="stylesheet" href="/x.css"/><script src="/_next/static/chunks/a.js" async=""></script>',
  '<style href="/site.css" data-precedence="next">.a{color:red}</style></head>',
  '<body class="min-h-dvh font-sans"><header><a href="/">Home</a></header>',
  '<main><h1>Contact</h1><p class="lead">Write to us</p><link rel="preload" as="image" href="/i.png"/></main>',
  '<style href="/m.css" data-precedence="next">.b{color:blue}</style>',
  '<footer id="f">Footer</footer><link rel="expect" href="#f" blocking="render"/>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join("");

describe("the content floor", () => {
  it("keeps what a page draws (markup, sheets, preloads, the footer's render hold) and drops every script and other link", () => {
    expect(contentOf(page)).toEqual({
      lang: "en-IN",
      bodyClass: "min-h-dvh font-sans",
      sheet: ".a{color:red}\n.b{color:blue}",
      body: [
        '<link rel="preload" as="image" href="/i.png"/>',
        '<header><a href="/">Home</a></header><main><h1>Contact</h1><p class="lead">Write to us</p></main>',
        '<footer id="f">Footer</footer><link rel="expect" href="#f" blocking="render"/>',
      ].join(""),
    });
    expect(() => contentOf(page.replace("</body>", ""))).toThrow("no <body>...</body> in the page");
  });

  it("gives each page its own route and sheet, and sends what it lacks to the app", () => {
    const files = contentFloorFiles([contentOf(page), { ...contentOf(page), sheet: ".c{}" }], "http://127.0.0.1:9");
    expect(files["sheets/0.js"]).toBe('export default ".a{color:red}\\n.b{color:blue}";\n');
    expect(files["sheets/1.js"]).toBe('export default ".c{}";\n');
    expect(files["app/p1/sheet.js"]).toContain('import css from "#sheet/1";');
    expect(files["app/p0/page.js"]).toContain("<h1>Contact</h1>");
    expect(files["app/p0/page.js"]).not.toContain("__next_f");
    expect(files["app/layout.js"]).toContain('lang="en-IN"');
    expect(files["next.config.mjs"]).toContain('destination: "http://127.0.0.1:9/:path*"');
  });
});
