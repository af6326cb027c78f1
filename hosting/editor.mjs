// The content editor (Decap CMS, src/pages/admin.tsx, served at EDITOR_PATH of
// content/routes.mjs): where it saves, and so what its Content-Security-Policy
// must let it reach. The editor's start-up, `npm run cms` and the hosting
// rules all read it from here.

/**
 * Where the editor saves on the live site: Netlify's Git Gateway, which
 * commits to the repository for editors signed in with Netlify Identity.
 * docs/editing-content.md says how to switch to GitHub instead.
 * @type {{ name: "git-gateway" | "github"; branch: string; repo?: string }}
 */
export const EDITOR_BACKEND = { name: "git-gateway", branch: "main" };

/** Where decap-server listens on an editor's own machine (`npm run cms`); Decap's local backend looks there. */
export const LOCAL_BACKEND_PORT = 8081;

/**
 * The origins each backend's API and pictures come from, besides the site's
 * own: Git Gateway answers on the site's origin (/.netlify/), GitHub from its API.
 * @type {Record<typeof EDITOR_BACKEND.name, { connect: string[]; img: string[] }>}
 */
const BACKEND_ORIGINS = {
  "git-gateway": { connect: [], img: [] },
  github: { connect: ["https://api.github.com"], img: ["https://avatars.githubusercontent.com"] },
};

/**
 * The origins the editor talks to: its own, decap-server on the editor's
 * machine (Decap only tries it when the page itself is served from
 * localhost), and the backend's.
 * @param {typeof EDITOR_BACKEND} [backend]
 */
export function editorOrigins(backend = EDITOR_BACKEND) {
  const origins = BACKEND_ORIGINS[backend.name];
  return { connect: [`http://localhost:${LOCAL_BACKEND_PORT}`, ...origins.connect], img: origins.img };
}
