import type { GatsbyNode } from "gatsby";

interface CssExtractPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

interface Rule {
  test?: RegExp;
  use?: { loader?: string; options?: { limit?: number | boolean } }[];
}

interface SplitChunks {
  cacheGroups?: Record<string, unknown>;
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
 * Changes to Gatsby's webpack config, all about stylesheets:
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
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  const config = getConfig();
  neverInlineFonts((config.module?.rules ?? []) as Rule[]);
  if (stage !== "build-javascript" && stage !== "develop") {
    actions.replaceWebpackConfig(config);
    return;
  }
  const plugins = (config.plugins ?? []) as CssExtractPlugin[];
  const extractor = plugins.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (extractor?.options) extractor.options.ignoreOrder = true;

  const splitChunks = config.optimization?.splitChunks as SplitChunks | undefined;
  if (stage === "build-javascript" && splitChunks?.cacheGroups?.styles) {
    splitChunks.cacheGroups.styles = false;
  }
  actions.replaceWebpackConfig(config);
};
