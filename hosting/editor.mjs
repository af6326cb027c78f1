// The content editor (Decap CMS, src/pages/admin.tsx, served at EDITOR_PATH of
// content/routes.mjs): where it saves, and so what its Content-Security-Policy
// must let it reach. The editor's start-up, `npm run cms` and the hosting
// rules all read it from here.
import { EDITOR_AUTH_PATHS } from "../content/routes.mjs";

/**
 * Where the editor saves on the live site: the site's GitHub repository,
 * committing as the editor, who signs in with GitHub through the Worker
 * (worker/editor/github-sign-in.ts; Decap opens `auth_endpoint` on `base_url`, which
 * the editor sets to the Worker's origin when it starts). `repo` is the
 * repository the site deploys from: change it here if it moves.
 */
export const EDITOR_BACKEND = {
  name: /** @type {const} */ ("github"),
  repo: "safarnama/safarnama-website",
  branch: "main",
  auth_endpoint: EDITOR_AUTH_PATHS.start.slice(1),
};

/** Where decap-server listens on an editor's own machine (`npm run cms`); Decap's local backend looks there. */
export const LOCAL_BACKEND_PORT = 8081;

/** The origins GitHub's API and avatars come from, which the editor reaches besides the site's own. */
const GITHUB_ORIGINS = { connect: ["https://api.github.com"], img: ["https://avatars.githubusercontent.com"] };

/**
 * The origins the editor talks to: its own, decap-server on the editor's
 * machine (Decap only tries it when the page itself is served from
 * localhost), and GitHub's.
 */
export function editorOrigins() {
  return { connect: [`http://localhost:${LOCAL_BACKEND_PORT}`, ...GITHUB_ORIGINS.connect], img: GITHUB_ORIGINS.img };
}
