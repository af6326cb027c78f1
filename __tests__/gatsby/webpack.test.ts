import { readFileSync } from "node:fs";
import path from "node:path";
import {
  keepEditorOutOfSharedChunks,
  MANIFEST_PATHNAME_MODULE,
  MANIFEST_PATHNAME_STUB,
  onCreateWebpackConfig,
  PARTYTOWN_BROWSER_MODULE,
  REGISTER_SERVICE_WORKER_MODULE,
  SCROLL_RESTORATION_HOOK_MODULE,
  SCROLL_RESTORATION_HOOK_STUB,
} from "../../gatsby/webpack";
import { ROOT, sourceFilesIn } from "../support/source-files";

const chunk = (name: string, initial = false) => ({ name, canBeInitial: () => initial });

describe("keepEditorOutOfSharedChunks", () => {
  it("leaves the editor's chunks out of every shared chunk, and the pages' chunks as Gatsby chose them", () => {
    const splitChunks = {
      chunks: "all" as const,
      cacheGroups: {
        framework: { chunks: "all" as const },
        shared: {},
        asyncOnly: { chunks: "async" as const },
        commons: { minChunks: 10 },
        disabled: false as const,
      },
    };
    keepEditorOutOfSharedChunks(splitChunks);
    const groups = splitChunks.cacheGroups as unknown as Record<string, { chunks: (c: unknown) => boolean }>;
    for (const name of ["framework", "shared", "asyncOnly", "commons"]) {
      expect([name, groups[name].chunks(chunk("content-editor"))]).toEqual([name, false]);
      expect([name, groups[name].chunks(chunk("component---src-pages-admin-tsx"))]).toEqual([name, false]);
      expect([name, groups[name].chunks(chunk("component---src-templates-trip-page-tsx"))]).toEqual([name, true]);
    }
    // A group limited to async chunks still is.
    expect(groups.asyncOnly.chunks(chunk("app", true))).toBe(false);
    expect(groups.framework.chunks(chunk("app", true))).toBe(true);
    // The editor's page does not count among the page components a `commons` module must be in.
    expect(splitChunks.cacheGroups.commons.minChunks).toBe(9);
    expect(splitChunks.cacheGroups.disabled).toBe(false);
  });
});

describe("the stand-in for gatsby-plugin-manifest's get-manifest-pathname", () => {
  const original = require.resolve("gatsby-plugin-manifest/get-manifest-pathname");

  it("replaces the plugin's file, wherever npm installs it", () => {
    expect(original).toMatch(MANIFEST_PATHNAME_MODULE);
  });

  it("gives the plugin's own answer for a site with one, unlocalised manifest", async () => {
    const { default: pluginAnswer } = (await import(original)) as { default: (pathname: string) => string };
    const { default: stubAnswer } = (await import(MANIFEST_PATHNAME_STUB)) as { default: (pathname: string) => string };
    for (const pathname of ["/", "/trips/", "/careers/tour-planner/"]) {
      expect(stubAnswer(pathname)).toBe(pluginAnswer(pathname));
    }
  });
});

describe("the stand-in for Gatsby's internal Partytown plugin's browser hook", () => {
  const original = require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js");

  it("replaces Gatsby's file, wherever npm installs it", () => {
    expect(original).toMatch(PARTYTOWN_BROWSER_MODULE);
  });

  it("leaves out a hook that does nothing outside `gatsby develop`", async () => {
    const { onInitialClientRender } = (await import(original)) as { onInitialClientRender: () => void };
    const injected = jest.spyOn(document.head, "appendChild");
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      onInitialClientRender();
    } finally {
      process.env.NODE_ENV = environment;
    }
    expect(injected).not.toHaveBeenCalled();
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });
});

/** The modules the browser build replaces, given the site's plugins as Gatsby lists them. */
function replacedModules(flattenedPlugins: { browserAPIs?: string[] }[]): RegExp[] {
  const replacements: { module: RegExp; stub: string }[] = [];
  const config = {
    plugins: [] as unknown[],
    module: { rules: [] },
    optimization: { splitChunks: { cacheGroups: {} } },
  };
  (onCreateWebpackConfig as (args: unknown) => void)({
    stage: "build-javascript",
    getConfig: () => config,
    actions: { replaceWebpackConfig: () => undefined },
    plugins: {
      define: (definitions: unknown) => ({ definitions }),
      normalModuleReplacement: (module: RegExp, stub: string) => {
        replacements.push({ module, stub });
        return { module, stub };
      },
    },
    store: { getState: () => ({ flattenedPlugins }) },
  } as never);
  return replacements.map(({ module }) => module);
}

describe("the stand-in for Gatsby's service-worker registration", () => {
  it("stands for the module Gatsby's app requires only when a plugin asks for a service worker", () => {
    const app = readFileSync(require.resolve("gatsby/cache-dir/production-app.js"), "utf8");
    expect(app).toMatch(
      /if \(apiRunner\(`registerServiceWorker`\)[^{]*\{\s*require\(`\.\/register-service-worker`\)\s*\}/,
    );
    expect(path.join(process.cwd(), ".cache", "register-service-worker.js")).toMatch(REGISTER_SERVICE_WORKER_MODULE);
  });

  it("replaces it while no plugin has the registerServiceWorker hook, and not once one does", () => {
    expect(replacedModules([{ browserAPIs: ["onRouteUpdate"] }, {}])).toContain(REGISTER_SERVICE_WORKER_MODULE);
    expect(replacedModules([{ browserAPIs: ["onRouteUpdate", "registerServiceWorker"] }])).not.toContain(
      REGISTER_SERVICE_WORKER_MODULE,
    );
  });
});

describe("the stand-in for gatsby-react-router-scroll's useScrollRestoration", () => {
  it("replaces the package's file, wherever npm installs it", () => {
    expect(require.resolve("gatsby-react-router-scroll/use-scroll-restoration.js")).toMatch(
      SCROLL_RESTORATION_HOOK_MODULE,
    );
    expect(replacedModules([])).toContain(SCROLL_RESTORATION_HOOK_MODULE);
  });

  it("stands in only while no page uses the hook", () => {
    const sources = ["gatsby-browser.tsx", "gatsby-ssr.tsx", ...sourceFilesIn("src")];
    const users = sources.filter((file) =>
      readFileSync(path.join(ROOT, file), "utf8").includes("useScrollRestoration"),
    );
    expect(users).toEqual([]);
  });

  it("says what to undo if a page calls it", async () => {
    const { useScrollRestoration } = (await import(SCROLL_RESTORATION_HOOK_STUB)) as {
      useScrollRestoration: () => void;
    };
    expect(useScrollRestoration).toThrow(/SCROLL_RESTORATION_HOOK_MODULE in gatsby\/webpack\.ts/);
  });
});
