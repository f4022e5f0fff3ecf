"use client";

import css from "#site-css";

/**
 * The public pages' sheet, in the HTML once (decision 629). `#site-css` is the CSS on the server and ""
 * in the browser: React adopts the server's <style> by its href and never reads the browser's text, so
 * the sheet is neither in the flight data nor in a script. `precedence="next"` is the precedence Next
 * gives the CSS it inlines, so a page's CSS module joins this tag and the full sheet comes after it.
 */
export function SiteStyle() {
  return (
    <style href="/site.css" precedence="next">
      {css}
    </style>
  );
}
