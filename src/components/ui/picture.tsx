import type { CSSProperties } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./picture.module.scss";

/** An ImageSharp node as the page queries return it. */
export interface SharpImage {
  gatsbyImageData: IGatsbyImageData;
}

interface PictureProps {
  /** What gatsby-plugin-image's `gatsbyImageData` resolver made at build time: sizes, formats, placeholder. */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /**
   * The page's largest image (its LCP element): fetched at once and ahead of
   * other requests. Every other picture loads as it nears the viewport.
   */
  priority?: boolean;
}

/** The frame's box: the picture's shape, and its placeholder (a colour or a tiny blurred image) behind it. */
function frameStyle({ width, height, layout, backgroundColor, placeholder }: IGatsbyImageData): CSSProperties {
  return {
    aspectRatio: `${width} / ${height}`,
    // A definite width, so a max-height on the frame crops a full-width image
    // instead of narrowing it (aspect-ratio would carry the limit over to the width).
    ...(layout === "fullWidth" ? { width: "100%" } : {}),
    ...(layout === "fixed" ? { width, height } : {}),
    ...(layout === "constrained" ? { maxWidth: width } : {}),
    ...(backgroundColor ? { backgroundColor } : {}),
    ...(placeholder?.fallback ? { backgroundImage: `url("${placeholder.fallback}")` } : {}),
  };
}

/**
 * The image's width and height in pixels, for the <img> attributes that let
 * the browser reserve its space. A full-width image's data gives only its
 * shape (width 1); its largest file gives the size.
 */
export function intrinsicSize({ layout, width, height, images }: IGatsbyImageData): [number, number] {
  if (layout !== "fullWidth") return [Math.round(width), Math.round(height)];
  const widths = (images.fallback?.srcSet ?? "").match(/\d+(?=w\b)/g)?.map(Number) ?? [];
  const largest = Math.max(...widths, 1);
  return [largest, Math.round((largest * height) / width)];
}

/**
 * An image from the build's image pipeline as plain HTML: a <picture> with an
 * AVIF and a WebP source and a JPEG fallback, each at every width the build
 * made, for the browser to choose from with `sizes`. It needs no script: the
 * placeholder is the frame's background, which the image covers as it
 * arrives, and the frame keeps the image's shape, so nothing moves when it does.
 */
export function Picture({ image, alt, className, priority = false }: PictureProps) {
  const { images } = image;
  const [width, height] = intrinsicSize(image);
  return (
    <div className={[styles.frame, className].filter(Boolean).join(" ")} style={frameStyle(image)}>
      <picture>
        {(images.sources ?? []).map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
        ))}
        <img
          className={styles.image}
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={images.fallback?.sizes}
          width={width}
          height={height}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? undefined : "async"}
          // React 18 knows the attribute only in lower case.
          {...(priority ? { fetchpriority: "high" } : {})}
        />
      </picture>
    </div>
  );
}
