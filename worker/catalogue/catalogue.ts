// The build's catalogue of trips, departures and jobs (INTAKE_CATALOGUE_PATH),
// read from the same static assets the Worker serves, once per isolate: a new
// deploy starts new isolates, so it is never older than the pages.
import { INTAKE_CATALOGUE_PATH } from "../../content/routes.mjs";
import type { IntakeCatalogue } from "../../requests/intake-catalogue";

let loading: Promise<IntakeCatalogue> | undefined;

async function fetchCatalogue(assets: Fetcher): Promise<IntakeCatalogue> {
  const response = await assets.fetch(new URL(INTAKE_CATALOGUE_PATH, "https://assets.invalid"));
  if (!response.ok) throw new Error(`${INTAKE_CATALOGUE_PATH} answered ${response.status}: is the site built?`);
  return response.json<IntakeCatalogue>();
}

export function intakeCatalogue(assets: Fetcher): Promise<IntakeCatalogue> {
  loading ??= fetchCatalogue(assets).catch((error: unknown) => {
    loading = undefined; // the next request tries again
    throw error;
  });
  return loading;
}
