// The staff desk's service worker (src/staff-offline/), compiled into the finished build at
// DESK_SERVICE_WORKER: the desk registers it when a trip lead keeps a roster on their phone.
import path from "node:path";
import { DESK_SERVICE_WORKER } from "../content/routes.mjs";
import { PUBLIC_DIR } from "../hosting/build-output.mjs";
import { writeClassicScript } from "./classic-script";

export const DESK_SERVICE_WORKER_SOURCE = path.join("src", "staff-offline", "desk-service-worker.ts");

/** Writes the desk's service worker into the build in `publicDir`; answers the file written. */
export const writeDeskServiceWorker = (publicDir = PUBLIC_DIR) =>
  writeClassicScript(DESK_SERVICE_WORKER_SOURCE, path.join(publicDir, DESK_SERVICE_WORKER));
