import { render, screen } from "@testing-library/react";
import { ErrorBoundary, ErrorView } from "../../../src/components/layout/error-boundary";
import { ERROR_VIEW_WORDS } from "../../../src/components/layout/error-view-words";
import { LOCALES } from "../../../content/locales.mjs";

afterEach(() => jest.restoreAllMocks());

function Broken(): never {
  throw new Error("Trip data is malformed");
}

// Rendered with no page around them: no language, no messages, no layout, as
// when the page's data is the thing that failed.
describe("ErrorBoundary", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));

  it("shows the error view instead of a blank page, with no page messages at all", () => {
    render(
      <ErrorBoundary pathname="/">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByText("Trip data is malformed")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("speaks the language of a page under /hi/, and links to the Hindi home page", () => {
    render(
      <ErrorBoundary pathname="/hi/trips/spiti-winter-expedition/">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("अनपेक्षित गड़बड़ी!");
    expect(screen.getByRole("link", { name: "होम पेज पर जाएँ" })).toHaveAttribute("href", "/hi/");
  });

  it("without a pathname (around the whole app), speaks the language of the browser's address", () => {
    window.history.pushState(null, "", "/hi/careers/");
    try {
      render(
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
      );
      expect(screen.getByRole("link", { name: "होम पेज पर जाएँ" })).toHaveAttribute("href", "/hi/");
    } finally {
      window.history.pushState(null, "", "/");
    }
  });

  it("shows what was thrown when it is not an Error", () => {
    function ThrowsText(): never {
      throw "page data is null"; // what a library may throw
    }
    render(
      <ErrorBoundary pathname="/">
        <ThrowsText />
      </ErrorBoundary>,
    );
    expect(screen.getByText("page data is null")).toBeInTheDocument();
  });

  it("recovers when the visitor navigates to another page", () => {
    const { rerender } = render(
      <ErrorBoundary pathname="/broken/">
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary pathname="/trips/">
        <p>Trips page</p>
      </ErrorBoundary>,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("Trips page")).toBeInTheDocument();
  });

  it("renders its children when nothing fails", () => {
    render(
      <ErrorBoundary pathname="/">
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeInTheDocument();
  });
});

describe("ErrorView", () => {
  it.each(LOCALES)("has every word in %s, from code, with a link home", (lang) => {
    render(<ErrorView message="Cannot read properties of null (reading 'trip')" lang={lang} />);
    const words = ERROR_VIEW_WORDS[lang];
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(words.title);
    expect(screen.getByRole("alert")).toHaveTextContent(words.text);
    expect(screen.getByRole("link", { name: words.homeLink })).toHaveAttribute(
      "href",
      lang === "en" ? "/" : `/${lang}/`,
    );
  });

  it("says its Hindi words in Devanagari", () => {
    for (const text of Object.values(ERROR_VIEW_WORDS.hi)) expect(text).toMatch(/^[\u0900-\u097F\s!।,]+$/);
  });
});
