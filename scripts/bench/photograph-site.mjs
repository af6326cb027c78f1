// A copy of the site whose largest images are a real photograph, as editors
// will upload, instead of the flat artwork it ships: the home page's hero and
// one trip's art become a 2560 × 1600 photograph of a forest (fine detail that
// compresses badly), so npm run bench measures the image pages' LCP with
// bytes like a photograph's. The photograph is one of Debian's
// plasma-workspace-wallpapers, used where it is installed and never committed.
import { copyFileSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { tripPath } from "../../content/routes.mjs";
import { coldBuild } from "./builds.mjs";
import { copyOfSite } from "./synthetic-site.mjs";

export const PHOTOGRAPH = "/usr/share/wallpapers/Path/contents/images/1920x1080.jpg";

/** The files replaced, relative to data/, and the routes whose largest image each is. */
const REPLACED = ["images/hero/himalayan-sunrise.jpg", "images/trips/spiti-winter.jpg"];
export const PHOTOGRAPH_ROUTES = ["/", tripPath("spiti-winter-expedition")];

/**
 * Builds the copy from cold; its folder, or null (with the reason printed) where the photograph is not installed.
 * @returns {Promise<{ dir: string; seconds: number; remove: () => void } | null>}
 */
export async function buildPhotographSite() {
  if (!existsSync(PHOTOGRAPH)) {
    console.warn(
      `[bench] photographs not measured: ${PHOTOGRAPH} is missing (apt-get install plasma-workspace-wallpapers)`,
    );
    return null;
  }
  const dir = copyOfSite();
  for (const file of REPLACED) copyFileSync(PHOTOGRAPH, path.join(dir, "data", file));
  const seconds = await coldBuild(dir);
  return { dir, seconds, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
