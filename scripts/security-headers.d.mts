// Types of scripts/security-headers.mjs (plain JavaScript, run by node alone in the standalone folder).
export declare function contentSecurityPolicy(onVercel?: boolean): string;
export declare const UPLOAD_CSP: string;
export declare function securityHeaders(onVercel?: boolean): { key: string; value: string }[];
