// Types for cloudfront-policy.mjs, which the TypeScript tests import.
export declare function cloudFrontPolicy(headersFileText: string, name: string): Record<string, unknown>;
