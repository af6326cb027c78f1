import { render } from "@testing-library/react";
import type { RenderBodyArgs } from "gatsby";
import type * as React from "react";
import { onRenderBody } from "../../gatsby-ssr";
import { PriceFontPreload } from "../../src/components/ui/font-preload";
import { preloadedSubsets } from "../../src/gatsby-hooks/font-preloads";

/** Runs onRenderBody for the page at `pathname`: the head components it sets, and its html attributes. */
function renderBodyOf(pathname: string) {
  const head: React.ReactNode[] = [];
  const args = {
    pathname,
    setHtmlAttributes: jest.fn(),
    setHeadComponents: (components: React.ReactNode[]) => head.push(...components),
  } as unknown as RenderBodyArgs;
  onRenderBody!(args, {} as never);
  return { head, setHtmlAttributes: args.setHtmlAttributes as jest.Mock };
}

describe("every page's HTML head", () => {
  it("holds the favicon itself, out of reach of the Head that Gatsby swaps on each change of address", () => {
    const { head, setHtmlAttributes } = renderBodyOf("/");
    const { container } = render(<>{head}</>);
    expect(container.querySelector('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
    expect(container.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(2);
    expect(setHtmlAttributes).toHaveBeenCalledWith({ lang: "en-IN" });
  });

  it("tags each page's html with its language: English in India, Hindi under /hi/", () => {
    expect(renderBodyOf("/trips/spiti-winter-expedition/").setHtmlAttributes).toHaveBeenCalledWith({ lang: "en-IN" });
    expect(renderBodyOf("/hi/trips/spiti-winter-expedition/").setHtmlAttributes).toHaveBeenCalledWith({ lang: "hi" });
    expect(renderBodyOf("/hi/").setHtmlAttributes).toHaveBeenCalledWith({ lang: "hi" });
    // An English page whose address merely starts with the letters.
    expect(renderBodyOf("/hiking/").setHtmlAttributes).toHaveBeenCalledWith({ lang: "en-IN" });
  });

  it("holds a static host's page's seat words in its language, for the page to write its live seats with", () => {
    process.env.API_ORIGIN = "https://safarnama-worker.example";
    try {
      const attributes = (pathname: string) =>
        renderBodyOf(pathname).setHtmlAttributes.mock.calls[0][0] as Record<string, string>;
      const hindi = attributes("/hi/trips/");
      expect(hindi.lang).toBe("hi");
      expect(JSON.parse(hindi["data-seat-words"])).toMatchObject({ soldOut: "सीटें भर गईं", bookNow: "अभी बुक करें" });
      expect(JSON.parse(attributes("/trips/")["data-seat-words"])).toMatchObject({
        soldOut: "Sold out",
        spotsLeftOther: "{count} spots left",
      });
    } finally {
      delete process.env.API_ORIGIN;
    }
    // The Worker's own pages: it writes their seats itself.
    expect(renderBodyOf("/hi/trips/").setHtmlAttributes).toHaveBeenCalledWith({ lang: "hi" });
  });

  it("preloads two subsets on every page, by its address: the Devanagari one in Fraunces' place on a Hindi page", () => {
    const preloads = (pathname: string) =>
      render(<>{renderBodyOf(pathname).head}</>).container.querySelectorAll('link[rel="preload"][as="font"]');
    expect(preloads("/hi/trips/spiti-winter-expedition/")).toHaveLength(2);
    expect(preloads("/trips/spiti-winter-expedition/")).toHaveLength(2);
  });
});

describe("the fonts a page preloads", () => {
  it("are the two Latin families' subsets on an English page, and on a page without a language", () => {
    const latin = ["dm-sans-latin-site.woff2", "fraunces-latin-site.woff2"];
    expect(preloadedSubsets("en")).toEqual(latin);
    expect(preloadedSubsets(undefined)).toEqual(latin);
  });

  it("are DM Sans's and the Devanagari subsets on a Hindi page, whose display face is the body's stack", () => {
    expect(preloadedSubsets("hi")).toEqual(["dm-sans-latin-site.woff2", "noto-sans-devanagari-devanagari-site.woff2"]);
  });
});

describe("PriceFontPreload", () => {
  it("preloads the files with ₹ of the families a page draws prices in: both on an English page, DM Sans on a Hindi one", () => {
    const preloads = (lang: string) =>
      render(<PriceFontPreload lang={lang} />).container.querySelectorAll('link[rel="preload"][as="font"]');
    expect(preloads("en")).toHaveLength(2);
    expect(preloads("hi")).toHaveLength(1);
  });
});
