import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import {
  browserPagePath,
  PAGE_PATH_SCRIPT,
  pagePathFrom,
  withConstantPagePathScript,
} from "../../hosting/page-path-script";

// The HTML React writes for components (scripts rendered this way never run).
const markupOf = (components: ReactNode[]) => render(<>{components}</>).container.innerHTML;

// What gatsby/cache-dir/static-entry.js pushes onto every page's postBodyComponents.
const gatsbyScriptLoader = (pagePath: string) => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/` }}
  />
);
const appBundle = <script key="app" src="/app-b386df4d187483b7d399.js" async />;

describe("withConstantPagePathScript", () => {
  it("writes the same script body on every page, with the page's path in a data attribute", () => {
    const markupFor = (pagePath: string) =>
      markupOf(withConstantPagePathScript([gatsbyScriptLoader(pagePath), appBundle]));
    expect(markupFor("/trips/spiti-winter-expedition/")).toBe(
      `<script id="gatsby-script-loader" data-page-path="/trips/spiti-winter-expedition/">${PAGE_PATH_SCRIPT}</script>` +
        '<script src="/app-b386df4d187483b7d399.js" async=""></script>',
    );
    expect(markupFor("/404.html")).toContain(`data-page-path="/404.html">${PAGE_PATH_SCRIPT}</script>`);
  });

  it("sets window.pagePath when the browser runs it, before the bundles", () => {
    const markup = markupOf(withConstantPagePathScript([gatsbyScriptLoader('/trips/"odd" & <path>/')]));
    // Parsed markup never runs; a script element the document adopts does (jest's jsdom runs scripts).
    const parsed = new DOMParser().parseFromString(markup, "text/html").querySelector("script")!;
    const script = document.createElement("script");
    for (const { name, value } of parsed.attributes) script.setAttribute(name, value);
    script.textContent = parsed.textContent;
    document.body.append(script);
    expect((window as unknown as { pagePath?: string }).pagePath).toBe('/trips/"odd" & <path>/');
  });

  it("leaves every other component as it was", () => {
    const others = [appBundle, "text", null, <div key="d" id="gatsby-script-loader" />];
    expect(withConstantPagePathScript(others)).toEqual(others);
  });
});

describe("pagePathFrom", () => {
  it("reads the path Gatsby's script assigns", () => {
    expect(pagePathFrom('/*<![CDATA[*/window.pagePath="/about-us/";/*]]>*/')).toBe("/about-us/");
  });

  it("stops the build when Gatsby's script carries more than the path, rather than drop it", () => {
    const withCompilationHash =
      '/*<![CDATA[*/window.pagePath="/";window.___webpackCompilationHash="7606b494e5eb2bd3876b";/*]]>*/';
    expect(() => pagePathFrom(withCompilationHash)).toThrow(
      "Gatsby's #gatsby-script-loader script no longer has the expected shape, so the CSP-friendly rewrite cannot keep what it does. " +
        `Found: ${withCompilationHash}`,
    );
  });
});

describe("browserPagePath", () => {
  it("tells the browser a language's 404 page is the site's one 404 page, which Gatsby leaves at the unknown address", () => {
    expect(browserPagePath("/hi/404.html")).toBe("/404.html");
    expect(browserPagePath("/hi/404/")).toBe("/404/");
    expect(browserPagePath("/404.html")).toBe("/404.html");
  });

  it("leaves every other page at its own path, Hindi pages included", () => {
    for (const path of ["/hi/", "/hi/trips/spiti-winter-expedition/", "/trips/", "/hi/404-days-in-ladakh/"]) {
      expect(browserPagePath(path)).toBe(path);
    }
  });
});
