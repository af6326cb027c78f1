import { render } from "@testing-library/react";
import type { RenderBodyArgs } from "gatsby";
import type * as React from "react";
import { onRenderBody } from "../../gatsby-ssr";
import { preloadedSubsets } from "../../src/gatsby-hooks/font-preloads";

/** Runs onRenderBody for a page whose data holds `pageContext`, and renders the head it sets. */
function headOf(pageContext: Record<string, unknown>, loadPageData = true) {
  const head: React.ReactNode[] = [];
  const args = {
    pathname: "/trips/spiti-winter-expedition/",
    loadPageDataSync: loadPageData ? () => ({ result: { pageContext } }) : undefined,
    setHtmlAttributes: jest.fn(),
    setHeadComponents: (components: React.ReactNode[]) => head.push(...components),
  } as unknown as RenderBodyArgs;
  onRenderBody!(args, {} as never);
  return { ...render(<>{head}</>), args };
}

describe("every page's HTML head", () => {
  it("holds the favicon itself, out of reach of the Head that Gatsby swaps on each change of address", () => {
    const { container, args } = headOf({});
    expect(container.querySelector('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
    expect(container.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(2);
    expect(args.setHtmlAttributes).toHaveBeenCalledWith({ lang: "en-IN" });
  });

  it("preloads the Devanagari subset too on a Hindi page, by its pageContext.lang", () => {
    expect(headOf({ lang: "hi" }).container.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(3);
    expect(headOf({ lang: "en" }).container.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(2);
  });

  it("counts a page as English where no page data is given (gatsby develop)", () => {
    expect(headOf({ lang: "hi" }, false).container.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(2);
  });
});

describe("the fonts a page preloads", () => {
  it("are the two Latin subsets on an English page, and on a page without a language", () => {
    const latin = ["dm-sans-latin-site.woff2", "fraunces-latin-site.woff2"];
    expect(preloadedSubsets("en")).toEqual(latin);
    expect(preloadedSubsets(undefined)).toEqual(latin);
  });

  it("add the Devanagari subset on a Hindi page only", () => {
    expect(preloadedSubsets("hi")).toEqual([
      "dm-sans-latin-site.woff2",
      "fraunces-latin-site.woff2",
      "noto-sans-devanagari-devanagari-site.woff2",
    ]);
  });
});
