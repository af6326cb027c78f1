// Types for cloudfront-policy.mjs, which the TypeScript tests import.
export declare const CLOUDFRONT_MAX_CSP_LENGTH: number;
export declare function cloudFrontPolicy(headersFileText: string, name: string): Record<string, unknown>;
