// Files and colours that gatsby-config (web manifest), the Seo component and the
// JSON-LD builders must agree on.

/**
 * The link-preview image made for the site (scripts/generate-share-image.mjs
 * writes it to static/); its alt text is in each language's messages (seo.shareImageAlt).
 */
export const SHARE_IMAGE = {
  path: "/share/safarnama.jpg",
  width: 1200,
  height: 630,
} as const;

/** The browser UI colour on phones: the header's deep teal ($color-teal-deep). */
export const THEME_COLOR = "#0b3f45";

/** The page background ($color-cream), shown while an installed site starts. */
export const BACKGROUND_COLOR = "#fff6e6";

/** The source of every icon size gatsby-plugin-manifest generates; served at FAVICON_PATH. */
export const ICON_SOURCE = "static/favicon.svg";

/** The browser tab's icon, on every page and the content editor. */
export const FAVICON_PATH = "/favicon.svg";

/** The largest icon gatsby-plugin-manifest writes; the agency's logo in JSON-LD. */
export const MANIFEST_ICON_PATH = "/icons/icon-512x512.png";
