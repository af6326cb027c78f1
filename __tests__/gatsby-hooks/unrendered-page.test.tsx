import { act, screen } from "@testing-library/react";
import { type PageLoader, showErrorViewWhenGatsbyCannotRender } from "../../src/gatsby-hooks/unrendered-page";

/** A page as Gatsby's production build serves it: the server's HTML inside the page's container. */
function pageShell(): Element {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper"><h1>Explore Our Trips</h1></div></div>`;
  return document.getElementById("___gatsby")!;
}

/** Gatsby's loader, answering the page's resources as given. */
const loaderAnswering = (answer: () => Promise<unknown>) => {
  const loadPage = jest.fn(answer);
  return { loader: { loadPage } as unknown as PageLoader, loadPage };
};

const atAddress = (pathname: string) => ({ pathname, search: "" });

describe("showErrorViewWhenGatsbyCannotRender", () => {
  it("leaves a page whose resources loaded to Gatsby, asking the loader for the page's own address", async () => {
    const container = pageShell();
    const { loader, loadPage } = loaderAnswering(async () => ({ component: () => null, json: {}, page: {} }));
    await act(() => showErrorViewWhenGatsbyCannotRender(loader, { pathname: "/trips/", search: "?month=2027-01" }));
    expect(loadPage).toHaveBeenCalledWith("/trips/?month=2027-01");
    expect(container).toHaveTextContent("Explore Our Trips");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  // What Gatsby's loader answers for a page-data.json that is missing, empty, `{}` or not JSON on a page whose html exists.
  it("shows the error view in place of the page when the loader gives up on its data", async () => {
    const container = pageShell();
    const { loader } = loaderAnswering(async () => ({ status: "error" }));
    await act(() => showErrorViewWhenGatsbyCannotRender(loader, atAddress("/trips/")));
    expect(container).not.toHaveTextContent("Explore Our Trips");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("alert")).toHaveTextContent("page-data.json");
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("in the language of the address, with the loader's own error when it has one", async () => {
    pageShell();
    const { loader } = loaderAnswering(async () => ({
      status: "error",
      error: new Error('We couldn\'t load "/page-data/sq/d/123.json"'),
    }));
    await act(() => showErrorViewWhenGatsbyCannotRender(loader, atAddress("/hi/careers/")));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("अनपेक्षित गड़बड़ी!");
    expect(screen.getByRole("alert")).toHaveTextContent("/page-data/sq/d/123.json");
    expect(screen.getByRole("link", { name: "होम पेज पर जाएँ" })).toHaveAttribute("href", "/hi/");
  });

  // Another build's page-data.json, naming a page component this build does not have: Gatsby's loader throws.
  it("shows the error view when the loader fails outright", async () => {
    pageShell();
    const { loader } = loaderAnswering(() =>
      Promise.reject(new Error('We couldn\'t find the correct component chunk with the name "component---old"')),
    );
    await act(() => showErrorViewWhenGatsbyCannotRender(loader, atAddress("/")));
    expect(screen.getByRole("alert")).toHaveTextContent("component---old");
  });
});
