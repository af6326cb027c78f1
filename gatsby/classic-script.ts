// A script of the build that Gatsby does not bundle (the trip kit's, the desk's service worker): one
// file compiled from src/ with esbuild, run as a classic script (a service worker of type "module" is
// not yet everywhere a traveller's or a lead's phone may be), and kept out of the map of chunks every
// page of the site inlines.
import { build } from "esbuild";

/** Compiles `entry` and all it imports into the single file `outfile`. */
export async function writeClassicScript(entry: string, outfile: string): Promise<string> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: "iife",
    target: "es2020",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
  });
  return outfile;
}
