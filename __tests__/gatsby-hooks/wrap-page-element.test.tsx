import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { wrapPageElement } from "../../src/gatsby-hooks/wrap-page-element";
import { company } from "../support/sample-data";

// The props Gatsby passes; only the location matters to the wrapper.
function pageProps(pathname: string) {
  return { location: { pathname } } as Parameters<typeof wrapPageElement>[0]["props"];
}

describe("wrapPageElement", () => {
  afterEach(() => jest.restoreAllMocks());

  it("puts every page inside the layout", () => {
    jest.mocked(useStaticQuery).mockReturnValue({ company });
    render(wrapPageElement({ element: <h1>Trips</h1>, props: pageProps("/trips/") }));
    expect(screen.getByRole("main")).toHaveTextContent("Trips");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("shows the error view even when the layout itself fails", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.mocked(useStaticQuery).mockImplementation(() => {
      throw new Error("The layout's company query failed");
    });
    render(wrapPageElement({ element: <h1>Trips</h1>, props: pageProps("/trips/") }));
    expect(screen.getByRole("alert")).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("alert")).toHaveTextContent("The layout's company query failed");
  });

  it("shows the error view when a page fails to render", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.mocked(useStaticQuery).mockReturnValue({ company });
    function BrokenPage(): never {
      throw new Error("Trip data is malformed");
    }
    render(wrapPageElement({ element: <BrokenPage />, props: pageProps("/trips/") }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
  });
});
