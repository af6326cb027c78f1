// Types for chromium.mjs, which the TypeScript Playwright config imports.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function requireChromium(): string;
