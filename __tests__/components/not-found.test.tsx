import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { NotFound } from "../../src/components/not-found";

afterEach(() => jest.restoreAllMocks());

describe("NotFound", () => {
  it("says the page is missing, links home and logs the unknown path", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<NotFound pathname="/no-such-trip/" />);
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found");
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("/no-such-trip/"));
    expect(screen.getByText("/no-such-trip/")).toBeInTheDocument();
  });

  it("names no path in the one 404.html the server renders for every unknown address", () => {
    const html = renderToString(<NotFound pathname="/404.html" />);
    expect(html).toContain("This page does not exist.");
    expect(html).not.toContain("<code>");
  });
});
