import { FAVICON_PATH } from "../lib/site-assets";

/**
 * The favicon, written into every page's HTML head once rather than by each
 * page's Head: Gatsby swaps a page's Head elements on every change of
 * address, and a browser that finds no icon link at that moment asks for
 * /favicon.ico, which does not exist.
 */
export const siteIcon = <link key="site-icon" rel="icon" href={FAVICON_PATH} type="image/svg+xml" />;
