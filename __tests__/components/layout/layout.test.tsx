import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Layout } from "../../../src/components/layout/layout";
import { company } from "../../support/sample-data";

describe("Layout", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({ companyJson: company });
  });

  it("frames the page with a skip link, header, main landmark and footer", () => {
    render(
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

  it("fails loudly when the company data is missing", () => {
    jest.mocked(useStaticQuery).mockReturnValue({ companyJson: null });
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Layout pathname="/">x</Layout>)).toThrow("data/company.json is missing");
  });
});
