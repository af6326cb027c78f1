// Starts Decap CMS over data/. Loaded only by the /admin/ page, in its own chunk.
// Decap 3.6's prebuilt file bundles all its parts for React 18, the site's
// React; the package's module entry would pull parts that need React 19.
import CMS from "decap-cms-app/dist/decap-cms-app.js";
import type { CmsConfig } from "decap-cms-core";
import { cmsCollections } from "../../gatsby/content/cms-config";

export function startCms(): void {
  CMS.init({
    config: {
      load_config_file: false,
      backend: { name: "git-gateway", branch: "main" },
      // On a checkout, `npm run cms` starts decap-server and the editor writes the files directly.
      local_backend: true,
      media_folder: "data/images",
      public_folder: "images",
      // decap-cms-core's declarations (from a later release than the bundle) make every
      // field carry `meta` and `index_file`, which Decap itself does not need.
      collections: cmsCollections() as unknown as CmsConfig["collections"],
    },
  });
}
