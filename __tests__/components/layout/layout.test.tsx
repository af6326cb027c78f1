import { renderInPage } from "../../support/messages";
import { screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Layout } from "../../../src/components/layout/layout";
import { PageLanguageProvider } from "../../../src/hooks/use-page-language";
import { company, companyInfoQuery, companyInHindi } from "../../support/sample-data";

describe("Layout", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue(companyInfoQuery());
  });
  afterEach(() => jest.restoreAllMocks());

  it("frames the page with a skip link, header, main landmark and footer", () => {
    renderInPage(
      <Layout pathname="/">
        <h1>Page body</h1>
      </Layout>,
    );
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(within(screen.getByRole("main")).getByRole("heading", { name: "Page body" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("shows the company's copy in the page's language: English unless told otherwise", () => {
    renderInPage(
      <Layout pathname="/about-us/">
        <h1>Page body</h1>
      </Layout>,
    );
    expect(screen.getByRole("contentinfo")).toHaveTextContent(company.description);
  });

  it("shows the company's Hindi copy on a Hindi page", () => {
    renderInPage(
      <PageLanguageProvider lang="hi">
        <Layout pathname="/hi/about-us/">
          <h1>Page body</h1>
        </Layout>
      </PageLanguageProvider>,
    );
    expect(screen.getByRole("link", { name: `${companyInHindi.name} home` })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(companyInHindi.description);
  });

  it("offers, in the header, the same page in the other language", () => {
    renderInPage(
      <Layout pathname="/about-us/">
        <h1>Page body</h1>
      </Layout>,
    );
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "हिन्दी" })).toHaveAttribute(
      "href",
      "/hi/about-us/",
    );
  });

  it("names the language whose copy data/company.json lacks, rather than showing another", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.mocked(useStaticQuery).mockReturnValue({ allCompanyJson: { nodes: [{ lang: "en", ...company }] } });
    expect(() =>
      renderInPage(
        <PageLanguageProvider lang="hi">
          <Layout pathname="/hi/">
            <h1>Page body</h1>
          </Layout>
        </PageLanguageProvider>,
      ),
    ).toThrow('data/company.json has no copy in "hi"');
  });
});
