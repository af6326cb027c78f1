// The framework's floor: a bare one-page Gatsby site with no plugins, built with
// the project's own Gatsby and React (resolved from the root node_modules), so
// the benchmark can tell what the site adds on top of what Gatsby itself costs.
// It compiles JSX as the site does (the automatic runtime), so the two differ
// only in what the site adds.
module.exports = {
  trailingSlash: "always",
  jsxRuntime: "automatic",
};
