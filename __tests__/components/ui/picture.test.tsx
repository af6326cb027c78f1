import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { intrinsicSize, Picture } from "../../../src/components/ui/picture";

const IMAGE: IGatsbyImageData = {
  layout: "constrained",
  width: 720,
  height: 480,
  backgroundColor: "#c8a878",
  placeholder: { fallback: "data:image/jpeg;base64,AAAA" },
  images: {
    fallback: {
      src: "/static/a/720.jpg",
      srcSet: "/static/a/360.jpg 360w,\n/static/a/720.jpg 720w",
      sizes: "(min-width: 720px) 720px, 100vw",
    },
    sources: [
      {
        type: "image/avif",
        srcSet: "/static/a/360.avif 360w,\n/static/a/720.avif 720w",
        sizes: "(min-width: 720px) 720px, 100vw",
      },
      {
        type: "image/webp",
        srcSet: "/static/a/360.webp 360w,\n/static/a/720.webp 720w",
        sizes: "(min-width: 720px) 720px, 100vw",
      },
    ],
  },
};

describe("Picture", () => {
  it("offers AVIF, then WebP, then the JPEG, at every width, with the sizes the build worked out", () => {
    const { container } = render(<Picture image={IMAGE} alt="Dunes at sunset" />);
    const sources = [...container.querySelectorAll("source")].map((source) => [
      source.getAttribute("type"),
      source.getAttribute("srcset"),
      source.getAttribute("sizes"),
    ]);
    expect(sources).toEqual([
      ["image/avif", IMAGE.images.sources![0].srcSet, IMAGE.images.sources![0].sizes],
      ["image/webp", IMAGE.images.sources![1].srcSet, IMAGE.images.sources![1].sizes],
    ]);
    const image = container.querySelector("img")!;
    expect(image).toHaveAttribute("src", "/static/a/720.jpg");
    expect(image).toHaveAttribute("srcset", IMAGE.images.fallback!.srcSet);
    expect(image).toHaveAttribute("alt", "Dunes at sunset");
  });

  it("keeps the image's shape and shows its placeholder without any script, so nothing moves when it loads", () => {
    const { container } = render(<Picture image={IMAGE} alt="" />);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.style.aspectRatio).toBe("720 / 480");
    expect(frame.style.maxWidth).toBe("720px");
    expect(frame.style.backgroundColor).toBe("rgb(200, 168, 120)");
    expect(frame.style.backgroundImage).toBe('url("data:image/jpeg;base64,AAAA")');
    const image = container.querySelector("img")!;
    expect(image).toHaveAttribute("width", "720");
    expect(image).toHaveAttribute("height", "480");
    expect(container.querySelector("script")).toBeNull();
  });

  it("loads lazily unless it is the page's largest image, which is fetched at once and first", () => {
    const lazy = render(<Picture image={IMAGE} alt="" />).container.querySelector("img")!;
    expect(lazy).toHaveAttribute("loading", "lazy");
    expect(lazy).toHaveAttribute("decoding", "async");
    expect(lazy).not.toHaveAttribute("fetchpriority");
    const first = render(<Picture image={IMAGE} alt="" priority />).container.querySelector("img")!;
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
  });

  it("gives a fixed-size image its exact box", () => {
    const { container } = render(<Picture image={{ ...IMAGE, layout: "fixed", width: 64, height: 64 }} alt="" />);
    const frame = container.firstElementChild as HTMLElement;
    expect([frame.style.width, frame.style.height]).toEqual(["64px", "64px"]);
  });

  it("gives a full-width image, whose data holds only its shape, the pixel size of its largest file", () => {
    const fullWidth: IGatsbyImageData = {
      ...IMAGE,
      layout: "fullWidth",
      width: 1,
      height: 0.525,
      images: { fallback: { src: "/a.jpg", srcSet: "/a-750.jpg 750w,\n/a-1920.jpg 1920w", sizes: "100vw" } },
    };
    expect(intrinsicSize(fullWidth)).toEqual([1920, 1008]);
    const { container } = render(<Picture image={fullWidth} alt="" />);
    const image = container.querySelector("img")!;
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1920", "1008"]);
    // Its frame spans its container, so a max-height crops it rather than narrowing it.
    expect((container.firstElementChild as HTMLElement).style.width).toBe("100%");
  });
});
