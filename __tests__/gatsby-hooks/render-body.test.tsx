import { render } from "@testing-library/react";
import type { RenderBodyArgs } from "gatsby";
import type * as React from "react";
import { onRenderBody } from "../../gatsby-ssr";

describe("every page's HTML head", () => {
  it("holds the favicon itself, out of reach of the Head that Gatsby swaps on each change of address", () => {
    const head: React.ReactNode[] = [];
    const args = {
      setHtmlAttributes: jest.fn(),
      setHeadComponents: (components: React.ReactNode[]) => head.push(...components),
    } as unknown as RenderBodyArgs;
    onRenderBody!(args, {} as never);
    const { container } = render(<>{head}</>);
    expect(container.querySelector('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
    expect(container.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(2);
    expect(args.setHtmlAttributes).toHaveBeenCalledWith({ lang: "en-IN" });
  });
});
