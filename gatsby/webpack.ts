import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { apiOrigin } from "../hosting/api-origin.mjs";

interface CssExtractPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

interface Rule {
  test?: RegExp;
  use?: { loader?: string; options?: { limit?: number | boolean } }[];
}

interface Chunk {
  name?: string | null;
  canBeInitial(): boolean;
}

type ChunksOption = "all" | "async" | "initial" | ((chunk: Chunk) => boolean);

interface CacheGroup {
  chunks?: ChunksOption;
  minChunks?: number;
}

interface SplitChunks {
  chunks?: ChunksOption;
  cacheGroups?: Record<string, CacheGroup | false | undefined>;
}

/**
 * The content editor's chunks: its page (src/pages/admin.tsx) and the code it
 * loads (src/admin/, named in that page's import).
 */
const EDITOR_CHUNKS = new Set(["component---src-pages-admin-tsx", "content-editor"]);

const selects = (option: ChunksOption, chunk: Chunk) => {
  if (typeof option === "function") return option(chunk);
  if (option === "async") return !chunk.canBeInitial();
  if (option === "initial") return chunk.canBeInitial();
  return true;
};

/**
 * Keeps the content editor out of how visitors' pages are split into files.
 * Webpack moves code that several chunks share into chunks of its own, and
 * Gatsby's `commons` chunk holds what every page component uses. The editor's
 * previews use the trip and job components, and its page uses none of the
 * layout; counted like a page, the editor would move code out of the pages'
 * own chunks into new shared ones and shrink `commons`, so every page would
 * load more files and more bytes for a page no visitor opens. Not counted, the
 * editor's chunks carry their own copies of what they share with the pages.
 */
export function keepEditorOutOfSharedChunks(splitChunks: SplitChunks) {
  const topLevel = splitChunks.chunks ?? "all";
  for (const group of Object.values(splitChunks.cacheGroups ?? {})) {
    if (!group) continue;
    const option = group.chunks ?? topLevel;
    group.chunks = (chunk) => !EDITOR_CHUNKS.has(chunk.name ?? "") && selects(option, chunk);
  }
  const commons = splitChunks.cacheGroups?.commons;
  // Gatsby asks for a module to be in every page component; the editor's page is not one of them.
  const editorPages = [...EDITOR_CHUNKS].filter((name) => name.startsWith("component---")).length;
  if (commons && commons.minChunks) commons.minChunks = Math.max(commons.minChunks - editorPages, 2);
}

/**
 * Fonts are always separate files. Gatsby inlines any font under 10 kB as a
 * data: URI (the one-glyph ₹ subsets would be), which a Content-Security-Policy
 * without `font-src data:` blocks and which no cache can share between pages.
 */
function neverInlineFonts(rules: Rule[]) {
  for (const rule of rules) {
    if (!rule.test?.test("font.woff2")) continue;
    for (const use of rule.use ?? []) {
      if (use.loader?.includes("url-loader") && use.options) use.options.limit = false;
    }
  }
}

/**
 * Lets webpack leave out what the pages never use of Gatsby's browser entry
 * (what `import { Link } from "gatsby"` loads), such as its Slice component and
 * the Babel helpers Slice's Error subclass needs, though the site has no slices.
 *
 * - gatsby-plugin-manifest's browser code loads `get-manifest-pathname.js`,
 *   a CommonJS file whose `require("gatsby")` marks every export of the entry
 *   as used; a stub with the same answer for a site with one manifest replaces it.
 * - Slice's module is marked free of side effects, so it is left out unless
 *   something imports `Slice` (Gatsby's slice context is a module of its own).
 */
export const MANIFEST_PATHNAME_MODULE = /gatsby-plugin-manifest[\\/]get-manifest-pathname\.js$/;
export const MANIFEST_PATHNAME_STUB = path.join(__dirname, "browser-stubs", "manifest-pathname.mjs");
export const SLICE_MODULE_RULE = { test: /[\\/]\.cache[\\/]slice\.js$/, sideEffects: false };
/**
 * Gatsby's internal Partytown plugin's browser hook does nothing in a production
 * build, but its CommonJS `require("gatsby-script")` kept gatsby-script and
 * Partytown's integration (about 2.1 KB gzipped) in every page; an empty stub
 * replaces it, and gatsby-script is left out unless a page imports `Script`.
 */
export const PARTYTOWN_BROWSER_MODULE = /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
export const PARTYTOWN_BROWSER_STUB = path.join(__dirname, "browser-stubs", "partytown-browser.mjs");

/**
 * Gatsby's browser entry exports `useScrollRestoration`, for a page's own
 * scrolling box, and gatsby-react-router-scroll's CommonJS index kept it in
 * every page, though no page uses it; its `require("@gatsbyjs/reach-router")`
 * also marked every export of the router as used (0.6 KB gzipped in all). A
 * stand-in that says so, should a page ever call it, takes its place.
 * (Gatsby's restoring of the window's scroll between pages, the same
 * package's ScrollHandler, is untouched.)
 */
export const SCROLL_RESTORATION_HOOK_MODULE = /gatsby-react-router-scroll[\\/]use-scroll-restoration\.js$/;
export const SCROLL_RESTORATION_HOOK_STUB = path.join(__dirname, "browser-stubs", "use-scroll-restoration.mjs");

/**
 * Gatsby's registration of a service worker at /sw.js, which it runs only when
 * a plugin's `registerServiceWorker` browser hook asks for one, is in every
 * page's bundle all the same (1.2 KB, 0.4 KB gzipped). No plugin of the site
 * has that hook: the trip kit and the staff desk register their own service
 * workers from their own pages, at their own scopes. So an empty module takes
 * its place, for as long as no plugin with the hook is added.
 */
export const REGISTER_SERVICE_WORKER_MODULE = /[\\/]\.cache[\\/]register-service-worker\.js$/;
export const REGISTER_SERVICE_WORKER_STUB = path.join(__dirname, "browser-stubs", "register-service-worker.mjs");

/** A plugin as Gatsby lists the site's plugins (its store's `flattenedPlugins`). */
interface SitePlugin {
  browserAPIs?: string[];
}

/** Whether one of the site's plugins asks Gatsby to register its service worker (its `registerServiceWorker` hook). */
export function pluginsRegisterServiceWorker(plugins: readonly SitePlugin[]) {
  return plugins.some((plugin) => plugin.browserAPIs?.includes("registerServiceWorker"));
}

/**
 * Changes to Gatsby's webpack config: the content editor kept out of the
 * pages' shared chunks (keepEditorOutOfSharedChunks), what the pages never use of
 * Gatsby's browser entry left out (MANIFEST_PATHNAME_MODULE, SLICE_MODULE_RULE,
 * PARTYTOWN_BROWSER_MODULE, SCROLL_RESTORATION_HOOK_MODULE, REGISTER_SERVICE_WORKER_MODULE),
 * and stylesheets:
 *
 * - Gatsby merges every stylesheet of the site into one `styles` chunk and
 *   inlines it into every page, so the home page carried the contact form's,
 *   the policy pages' and the dialogs' CSS. Without that cache group each
 *   component's CSS stays with the chunk that imports it: a page inlines the
 *   layout's and its own, and a dialog's CSS loads with the dialog's code.
 *   (Gatsby's SSR inlines the CSS of the page's chunk group, and webpack's CSS
 *   loader skips stylesheets already inlined with a matching `data-href`.)
 * - Every stylesheet is a CSS Module with locally scoped class names, so the
 *   order in which chunks pull them in cannot change the result; this silences
 *   mini-css-extract-plugin's "Conflicting order" warnings.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
  plugins,
  store,
}) => {
  const config = getConfig();
  neverInlineFonts((config.module?.rules ?? []) as Rule[]);
  // src/lib/api-url.ts: where the forms post, in the server-rendered HTML and the scripts alike.
  config.plugins?.push(plugins.define({ "process.env.API_ORIGIN": JSON.stringify(apiOrigin()) }));
  if (stage !== "build-javascript" && stage !== "develop") {
    actions.replaceWebpackConfig(config);
    return;
  }
  const configPlugins = (config.plugins ?? []) as CssExtractPlugin[];
  const extractor = configPlugins.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (extractor?.options) extractor.options.ignoreOrder = true;

  const splitChunks = config.optimization?.splitChunks as SplitChunks | undefined;
  if (stage === "build-javascript" && splitChunks?.cacheGroups?.styles) {
    splitChunks.cacheGroups.styles = false;
  }
  if (stage === "build-javascript" && splitChunks) keepEditorOutOfSharedChunks(splitChunks);
  if (stage === "build-javascript") {
    config.module?.rules?.push(SLICE_MODULE_RULE);
    config.plugins?.push(plugins.normalModuleReplacement(MANIFEST_PATHNAME_MODULE, MANIFEST_PATHNAME_STUB));
    config.plugins?.push(plugins.normalModuleReplacement(PARTYTOWN_BROWSER_MODULE, PARTYTOWN_BROWSER_STUB));
    config.plugins?.push(plugins.normalModuleReplacement(SCROLL_RESTORATION_HOOK_MODULE, SCROLL_RESTORATION_HOOK_STUB));
    const { flattenedPlugins } = store.getState() as { flattenedPlugins: SitePlugin[] };
    if (!pluginsRegisterServiceWorker(flattenedPlugins)) {
      config.plugins?.push(
        plugins.normalModuleReplacement(REGISTER_SERVICE_WORKER_MODULE, REGISTER_SERVICE_WORKER_STUB),
      );
    }
  }
  actions.replaceWebpackConfig(config);
};
