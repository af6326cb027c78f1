import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { wrapPageElement } from "../../src/gatsby-hooks/wrap-page-element";
import { usePageLanguage } from "../../src/hooks/use-page-language";
import { company, companyInfoQuery, companyInHindi } from "../support/sample-data";
import { pageMessages } from "../support/messages";
import { pathInLocale } from "../../content/routes.mjs";

// The props Gatsby passes: the wrapper reads the location, and the messages of the page's query.
function pageProps(pathname: string, data: unknown = { messages: pageMessages(pathInLocale(pathname).locale) }) {
  return { location: { pathname }, data } as unknown as Parameters<typeof wrapPageElement>[0]["props"];
}

/** A page that states the language it is given. */
function LanguageProbe() {
  return <h1>Page language: {usePageLanguage()}</h1>;
}

describe("wrapPageElement", () => {
  afterEach(() => jest.restoreAllMocks());

  it("puts every page inside the layout", () => {
    jest.mocked(useStaticQuery).mockReturnValue(companyInfoQuery());
    render(wrapPageElement({ element: <h1>Trips</h1>, props: pageProps("/trips/") }));
    expect(screen.getByRole("main")).toHaveTextContent("Trips");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("gives an English page the language 'en' and the company's English copy", () => {
    jest.mocked(useStaticQuery).mockReturnValue(companyInfoQuery());
    render(wrapPageElement({ element: <LanguageProbe />, props: pageProps("/trips/spiti-winter-expedition/") }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page language: en");
    expect(screen.getByRole("link", { name: `${company.name} home` })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(company.description);
  });

  it("gives a page under /hi/ the language 'hi', and the layout the company's Hindi copy from the static query", () => {
    jest.mocked(useStaticQuery).mockReturnValue(companyInfoQuery());
    render(wrapPageElement({ element: <LanguageProbe />, props: pageProps("/hi/trips/spiti-winter-expedition/") }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page language: hi");
    expect(screen.getByRole("link", { name: `${companyInHindi.name} होम पेज` })).toHaveAttribute("href", "/hi/");
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(companyInHindi.description);
    expect(footer).not.toHaveTextContent(company.description);
    for (const region of companyInHindi.destinations) {
      expect(within(footer).getByRole("link", { name: region })).toBeInTheDocument();
    }
  });

  it("takes /hi itself, without its slash, for the Hindi home page", () => {
    jest.mocked(useStaticQuery).mockReturnValue(companyInfoQuery());
    render(wrapPageElement({ element: <LanguageProbe />, props: pageProps("/hi") }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page language: hi");
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
    jest.mocked(useStaticQuery).mockReturnValue(companyInfoQuery());
    function BrokenPage(): never {
      throw new Error("Trip data is malformed");
    }
    render(wrapPageElement({ element: <BrokenPage />, props: pageProps("/trips/") }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
  });

  // A page's data from another build, or none: the layout, which takes its words from it, fails, and the view needs none of it.
  it.each([
    ["no data", null],
    ["data without messages", {}],
    ["messages without the layout's", { messages: { seo: pageMessages("en").seo } }],
  ])("shows the error view, in the address's language, for a page with %s", (_, data) => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.mocked(useStaticQuery).mockReturnValue(companyInfoQuery());
    render(wrapPageElement({ element: <h1>Trips</h1>, props: pageProps("/trips/", data) }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    render(wrapPageElement({ element: <h1>Trips</h1>, props: pageProps("/hi/trips/", data) }));
    expect(screen.getByRole("link", { name: "होम पेज पर जाएँ" })).toHaveAttribute("href", "/hi/");
  });
});
