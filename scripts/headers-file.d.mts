// Types for headers-file.mjs, which the TypeScript tests import.
export interface HeaderRule {
  path: string;
  line: number;
  headers: [string, string][];
}
export declare class HeadersFileError extends Error {}
export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function headersFor(rules: HeaderRule[], pathname: string): Map<string, string>;
