import { renderInPage } from "../../support/messages";
import { screen } from "@testing-library/react";
import { ErrorBoundary } from "../../../src/components/layout/error-boundary";

afterEach(() => jest.restoreAllMocks());

describe("ErrorBoundary", () => {
  function Broken(): never {
    throw new Error("Trip data is malformed");
  }

  it("shows the error view instead of a blank page", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderInPage(
      <ErrorBoundary resetKey="/">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByText("Trip data is malformed")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("recovers when the visitor navigates to another page", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { rerender } = renderInPage(
      <ErrorBoundary resetKey="/broken/">
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/trips/">
        <p>Trips page</p>
      </ErrorBoundary>,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("Trips page")).toBeInTheDocument();
  });

  it("renders its children when nothing fails", () => {
    renderInPage(
      <ErrorBoundary resetKey="/">
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeInTheDocument();
  });
});
