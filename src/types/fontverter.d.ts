// fontverter (subset-font's dependency, which converts between woff2 and TrueType) ships no types;
// gatsby/shaped-subset.mjs uses its one function.
declare module "fontverter" {
  export function convert(font: Uint8Array, toFormat: "truetype" | "woff2" | "woff" | "sfnt"): Promise<Buffer>;
}
