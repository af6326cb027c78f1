import type { GatsbyNode } from "gatsby";

interface CssExtractPlugin {
  constructor: { name: string };
  options?: { ignoreOrder?: boolean };
}

/**
 * Every component's styles are CSS Modules with locally scoped class names, so
 * the order in which page chunks pull them in cannot change the result. This
 * silences mini-css-extract-plugin's "Conflicting order" warnings, which would
 * otherwise bury real build messages.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript" && stage !== "develop") return;
  const config = getConfig();
  const plugins = (config.plugins ?? []) as CssExtractPlugin[];
  const extractor = plugins.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
  if (extractor?.options) {
    extractor.options.ignoreOrder = true;
    actions.replaceWebpackConfig(config);
  }
};
