// The trip kit's two scripts (TRIP_KIT_SCRIPTS), compiled from src/trip-kit/
// into the finished build as classic scripts (classic-script.ts); no page of the
// site loads them, only the Worker's kit page (worker/traveller/trip-kit.ts).
import path from "node:path";
import { writeClassicScript } from "./classic-script";
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
    (Object.keys(TRIP_KIT_SOURCES) as (keyof typeof TRIP_KIT_SCRIPTS)[]).map((name) =>
      writeClassicScript(TRIP_KIT_SOURCES[name], path.join(publicDir, TRIP_KIT_SCRIPTS[name])),
    ),
  );
}
