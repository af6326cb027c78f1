// Thin entry point: each Node API hook lives in its own module under gatsby/.
export { onPreBootstrap } from "./gatsby/pre-bootstrap";
export { onCreateNode } from "./gatsby/content-nodes";
export { createSchemaCustomization, createResolvers, sourceNodes } from "./gatsby/graphql-schema";
export { createPages, onCreatePage } from "./gatsby/pages";
export { onCreateWebpackConfig } from "./gatsby/webpack";
export { onPreBuild } from "./gatsby/pre-build";
export { onPostBuild } from "./gatsby/post-build";
