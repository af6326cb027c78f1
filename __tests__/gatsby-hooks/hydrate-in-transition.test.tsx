import { act } from "@testing-library/react";
import { replaceHydrateFunction } from "../../src/gatsby-hooks/hydrate-in-transition";

type Hydrate = (element: React.ReactElement, container: Element) => void;
const hydrate = (replaceHydrateFunction as unknown as () => Hydrate)();

/** A page as Gatsby's production build serves it: the server's HTML inside the page's container. */
function pageShell(serverHtml: string): Element {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${serverHtml}</div></div>`;
  return document.getElementById("___gatsby")!;
}

const Page = () => (
  <div id="gatsby-focus-wrapper">
    <p>Trips across India</p>
  </div>
);

describe("replaceHydrateFunction", () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it("hydrates the server's HTML, keeping its nodes", async () => {
    const container = pageShell("<p>Trips across India</p>");
    const serverParagraph = container.querySelector("p");
    await act(async () => hydrate(<Page />, container));
    expect(container.querySelector("p")).toBe(serverParagraph);
    expect(errors).not.toHaveBeenCalled();
  });

  it("renders a page the development server sent without HTML, and its loading indicator, instead of failing to hydrate them", async () => {
    document.body.innerHTML = `<div id="___gatsby"></div><div id="indicator"></div>`;
    const page = document.getElementById("___gatsby")!;
    await act(async () => hydrate(<Page />, page));
    await act(async () => hydrate(<span>Loading</span>, document.getElementById("indicator")!));
    expect(document.body.textContent).toBe("Trips across IndiaLoading");
    expect(errors).not.toHaveBeenCalled();
  });

  // Gatsby's page renderer reads `result.pageContext` of the page's data before any page code runs.
  it("shows the error view, not an empty page, when the app fails above the page's own boundary", async () => {
    window.history.pushState(null, "", "/hi/trips/");
    try {
      const container = pageShell("<p>Trips across India</p>");
      function GatsbyPageRenderer(): never {
        throw new TypeError("Cannot read properties of undefined (reading 'pageContext')");
      }
      await act(async () => hydrate(<GatsbyPageRenderer />, container));
      expect(container.querySelector("[role=alert] h1")).toHaveTextContent("अनपेक्षित गड़बड़ी!");
      expect(container.querySelector("[role=alert] a")).toHaveAttribute("href", "/hi/");
      expect(container).toHaveTextContent("reading 'pageContext'");
    } finally {
      window.history.pushState(null, "", "/");
    }
  });
});
