// The trip kit's two scripts (TRIP_KIT_SCRIPTS), compiled from src/trip-kit/
// into the finished build: each a single file, run as a classic script (a
// service worker of type "module" is not yet everywhere a traveller's phone
// may be). Written after the build rather than bundled by Gatsby, which would
// put them in the map of chunks every page of the site inlines; no page of the
// site loads them, only the Worker's kit page (worker/traveller/trip-kit.ts).
import path from "node:path";
import { build } from "esbuild";
import { TRIP_KIT_SCRIPTS } from "../content/routes.mjs";
import { PUBLIC_DIR } from "../hosting/build-output.mjs";

/** Each script's source, by its entry in TRIP_KIT_SCRIPTS. */
export const TRIP_KIT_SOURCES: Record<keyof typeof TRIP_KIT_SCRIPTS, string> = {
  page: path.join("src", "trip-kit", "kit-page.ts"),
  serviceWorker: path.join("src", "trip-kit", "kit-service-worker.ts"),
};

/** Writes both scripts into the build in `publicDir`; answers the files written. */
export async function writeTripKitScripts(publicDir = PUBLIC_DIR): Promise<string[]> {
  return Promise.all(
    (Object.keys(TRIP_KIT_SOURCES) as (keyof typeof TRIP_KIT_SCRIPTS)[]).map(async (name) => {
      const outfile = path.join(publicDir, TRIP_KIT_SCRIPTS[name]);
      await build({
        entryPoints: [TRIP_KIT_SOURCES[name]],
        outfile,
        bundle: true,
        format: "iife",
        target: "es2020",
        minify: true,
        legalComments: "none",
        logLevel: "warning",
      });
      return outfile;
    }),
  );
}
