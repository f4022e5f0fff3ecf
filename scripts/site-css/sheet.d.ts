// The module `#site-css` resolves to (package.json "imports"), written by compile.mjs before every build:
// the public pages' CSS on the server, "" in the browser (decision 629).
declare const css: string;
export default css;
