import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { Layout } from "../../../src/components/layout/layout";
import { company } from "../../support/sample-data";

describe("Layout", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({ company });
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
});
