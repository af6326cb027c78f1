import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ImagePreload } from "../../../src/components/ui/image-preload";
import { Picture } from "../../../src/components/ui/picture";

const SIZES = "(min-width: 720px) 720px, 100vw";
const IMAGE: IGatsbyImageData = {
  layout: "constrained",
  width: 720,
  height: 480,
  images: {
    fallback: { src: "/static/a/720.jpg", srcSet: "/static/a/360.jpg 360w,\n/static/a/720.jpg 720w", sizes: SIZES },
    sources: [
      { type: "image/avif", srcSet: "/static/a/360.avif 360w,\n/static/a/720.avif 720w", sizes: SIZES },
      { type: "image/webp", srcSet: "/static/a/360.webp 360w,\n/static/a/720.webp 720w", sizes: SIZES },
    ],
  },
};

describe("ImagePreload", () => {
  it("asks for the picture's AVIF early and first: the same candidates and sizes, so the browser fetches the file the picture then shows", () => {
    const { container } = render(
      <>
        <ImagePreload image={IMAGE} />
        <Picture image={IMAGE} alt="" priority />
      </>,
    );
    const link = container.querySelector("link")!;
    const avifSource = container.querySelector('source[type="image/avif"]')!;
    expect(link).toHaveAttribute("rel", "preload");
    expect(link).toHaveAttribute("as", "image");
    expect(link).toHaveAttribute("type", "image/avif");
    expect(link).toHaveAttribute("fetchpriority", "high");
    expect(link.getAttribute("imagesrcset")).toBe(avifSource.getAttribute("srcset"));
    expect(link.getAttribute("imagesizes")).toBe(avifSource.getAttribute("sizes"));
  });

  it("names nothing for an image the build made no AVIF of", () => {
    const { container } = render(
      <ImagePreload image={{ ...IMAGE, images: { ...IMAGE.images, sources: IMAGE.images.sources!.slice(1) } }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
