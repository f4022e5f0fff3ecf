/** The class names a stylesheet's selectors name, unescaped (`.md\:p-6` -> `md:p-6`). */
export function classSelectors(css: string): Set<string> {
  const names = new Set<string>();
  // Declarations and strings first: `.5rem` or a url's `.woff2` is not a selector.
  const selectors = css.replace(/"[^"]*"|'[^']*'/g, "").replace(/\{[^{}]*\}/g, "{}");
  for (const [, escaped] of selectors.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)) {
    names.add(
      escaped!.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex?: string, char?: string) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
      ),
    );
  }
  return names;
}
