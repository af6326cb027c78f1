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
});
