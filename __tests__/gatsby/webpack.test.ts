import {
  keepEditorOutOfSharedChunks,
  MANIFEST_PATHNAME_MODULE,
  MANIFEST_PATHNAME_STUB,
  PARTYTOWN_BROWSER_MODULE,
} from "../../gatsby/webpack";

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
