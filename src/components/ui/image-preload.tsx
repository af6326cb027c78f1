import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * Names a page's largest image (its LCP element, which its <Picture> shows
 * with `priority`) in the HTML head, so the browser starts fetching it while
 * it is still reading the head's inlined styles, at high priority, and picks
 * the same file the picture will: the AVIF source's candidates and sizes.
 * The preload's type makes a browser without AVIF skip it; that browser
 * finds the WebP or JPEG in the body as before.
 */
export function ImagePreload({ image }: { image: IGatsbyImageData }) {
  const avif = image.images.sources?.find((source) => source.type === "image/avif");
  if (!avif) return null;
  return (
    <link
      rel="preload"
      as="image"
      type="image/avif"
      imageSrcSet={avif.srcSet}
      imageSizes={avif.sizes}
      // React 18 knows the attribute only in lower case.
      {...{ fetchpriority: "high" }}
    />
  );
}
