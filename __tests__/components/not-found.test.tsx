import { InPage, renderInPage } from "../support/messages";
import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { NotFound } from "../../src/components/not-found";

afterEach(() => jest.restoreAllMocks());

describe("NotFound", () => {
  it("says the page is missing, links home and logs the unknown path", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderInPage(<NotFound pathname="/no-such-trip/" />);
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found");
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("/no-such-trip/"));
    expect(screen.getByText("/no-such-trip/")).toBeInTheDocument();
  });

  it("names no path in the one 404.html the server renders for every unknown address", () => {
    const html = renderToString(
      <InPage>
        <NotFound pathname="/404.html" />
      </InPage>,
    );
    expect(html).toContain("This page does not exist.");
    expect(html).not.toContain("<code>");
  });

  it("speaks Hindi on the Hindi 404 page, and leads back to the Hindi home page", () => {
    const html = renderToString(
      <InPage lang="hi">
        <NotFound pathname="/hi/404.html" />
      </InPage>,
    );
    expect(html).toContain("यह पेज मौजूद नहीं है।");
    expect(html).toContain('href="/hi/"');
  });
});
