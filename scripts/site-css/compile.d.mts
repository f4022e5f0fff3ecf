// Types of scripts/site-css/compile.mjs (plain JavaScript: next.config.ts loads it before any build).
export declare const SOURCE: string;
export declare const OUT_DIR: string;
export declare function compileCss(file: string, text?: string): Promise<{ css: string; folders: string[] }>;
export declare function buildSiteCss(root: string): Promise<{ bytes: number; folders: string[] }>;
export declare function watchSiteCss(root: string): Promise<{ bytes: number; folders: string[] }>;
