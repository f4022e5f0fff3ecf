// The public pages' sheet (decision 629): app/public.css compiled as Next compiles app/globals.css
// (Tailwind's PostCSS plugin, then Lightning CSS for Next's browser targets), written as the module
// `#site-css` resolves to: the CSS as a string on the server, an empty string in the browser. Run by
// next.config.ts in every phase that builds or develops, so no command needs a step of its own.
import { watch } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import tailwindcss from "@tailwindcss/postcss";
import { transform } from "lightningcss";
import postcss from "postcss";

export const SOURCE = "app/public.css";
export const OUT_DIR = "lib/generated/site-css";

// next/dist/shared/lib/modern-browserslist-target.js: the targets Next gives Lightning CSS.
const version = (major, minor = 0) => (major << 16) | (minor << 8);
const TARGETS = { chrome: version(111), edge: version(111), firefox: version(111), safari: version(16, 4) };

/**
 * The sheet a CSS file compiles to, and the folders its result depends on (outside node_modules).
 * @param {string} file absolute path of the CSS entry
 * @param {string} [text] the entry's text, when it is not the file's
 */
export async function compileCss(file, text) {
  const input = text ?? (await readFile(file, "utf8"));
  const result = await postcss([tailwindcss({ base: path.dirname(file), optimize: true })]).process(input, {
    from: file,
  });
  const { code } = transform({ filename: file, code: Buffer.from(result.css), minify: true, targets: TARGETS });
  const folders = result.messages.flatMap((message) =>
    message.type === "dir-dependency"
      ? [message.dir]
      : message.type === "dependency"
        ? [path.dirname(message.file)]
        : [],
  );
  return { css: code.toString(), folders: [...new Set(folders)].filter((folder) => !folder.includes("node_modules")) };
}

async function writeIfChanged(file, text) {
  const current = await readFile(file, "utf8").catch(() => null);
  if (current === text) return;
  // Two builds of the same tree may write at once: each renames a whole file into place.
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, text);
  await rename(temp, file);
}

/** Compiles the public sheet into `OUT_DIR` (a file is rewritten only when its text changes). */
export async function buildSiteCss(root) {
  const { css, folders } = await compileCss(path.join(root, SOURCE));
  const out = path.join(root, OUT_DIR);
  await mkdir(out, { recursive: true });
  await writeIfChanged(path.join(out, "server.js"), `export default ${JSON.stringify(css)};\n`);
  await writeIfChanged(path.join(out, "browser.js"), 'export default "";\n');
  return { bytes: Buffer.byteLength(css), folders };
}

const WATCHED_FILE = /\.(css|[cm]?[jt]sx?)$/;

/** `next dev`: compiles now, then again whenever a file the sheet depends on changes. */
export async function watchSiteCss(root) {
  const first = await buildSiteCss(root);
  // Next may load its configuration more than once in one process; one watcher is enough.
  if (globalThis.__siteCssWatching) return first;
  globalThis.__siteCssWatching = true;
  let timer = null;
  let running = Promise.resolve();
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running
        .then(() => buildSiteCss(root))
        .catch((error) => console.error(`[site-css] ${SOURCE}: ${error.message}`));
    }, 100);
  };
  const folders = new Set(first.folders);
  // Each folder's whole tree; a folder inside another is covered by it.
  const roots = [...folders].filter(
    (folder) => ![...folders].some((other) => other !== folder && folder.startsWith(other + path.sep)),
  );
  for (const folder of roots) {
    watch(folder, { recursive: true }, (_event, name) => {
      if (name && WATCHED_FILE.test(name)) rebuild();
    }).unref();
  }
  return first;
}
