import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { ErrorBoundary } from "../../src/components/layout/error-boundary";
import { NotFound } from "../../src/components/not-found";
import { PolicyArticle } from "../../src/components/policy/policy-article";
import { BackButton } from "../../src/components/ui/back-button";
import { PageBanner } from "../../src/components/ui/page-banner";

afterEach(() => jest.restoreAllMocks());

describe("PageBanner", () => {
  it("holds the page's only h1, with its intro", () => {
    render(<PageBanner title="Explore Our Trips" intro="Fixed departures across India." />);
    expect(screen.getByRole("heading", { level: 1, name: "Explore Our Trips" })).toBeInTheDocument();
    expect(screen.getByText("Fixed departures across India.")).toBeInTheDocument();
  });
});

describe("PolicyArticle", () => {
  const policy = {
    title: "Terms & Conditions",
    summary: "The terms.",
    updated: "2026-10-01",
    sections: [
      {
        anchor: null,
        heading: "Booking and payment",
        paragraphs: ["A deposit holds your seat."],
        points: ["30% at booking."],
      },
      {
        anchor: "cancellation",
        heading: "Cancellation",
        paragraphs: ["The date decides the refund."],
        points: ["90% if early."],
      },
      { anchor: null, heading: "Governing law", paragraphs: ["Courts in Gurugram, Haryana."], points: [] },
    ],
  };

  it("renders every section with a table of contents that links to it, by the anchor the data sets or by number", () => {
    render(<PolicyArticle policy={policy} />);
    const toc = screen.getByRole("navigation", { name: "On this page" });
    const links = within(toc).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Booking and payment", "#section-1"],
      ["Cancellation", "#cancellation"],
      ["Governing law", "#section-3"],
    ]);
    expect(screen.getByRole("region", { name: "Cancellation" })).toHaveAttribute("id", "cancellation");
    expect(screen.getByRole("region", { name: "Governing law" })).toHaveAttribute("id", "section-3");
    expect(screen.getByRole("region", { name: "Booking and payment" })).toHaveTextContent("30% at booking.");
    expect(screen.getByText("1 Oct 2026")).toHaveAttribute("datetime", "2026-10-01");
  });
});

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
});

describe("ErrorBoundary", () => {
  function Broken(): never {
    throw new Error("Trip data is malformed");
  }

  it("shows the error view instead of a blank page", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
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
    const { rerender } = render(
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
    render(
      <ErrorBoundary resetKey="/">
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeInTheDocument();
  });
});

describe("BackButton", () => {
  it("goes one step back after navigating within the site", async () => {
    const user = userEvent.setup();
    // What Gatsby's router leaves on entries it pushes.
    window.history.pushState({ key: "1700000000000" }, "", "/careers/");
    const back = jest.spyOn(window.history, "back").mockImplementation(() => undefined);
    render(<BackButton />);
    await user.click(screen.getByRole("link", { name: "Back" }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("goes home when the page was opened directly", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/careers/");
    const back = jest.spyOn(window.history, "back").mockImplementation(() => undefined);
    render(<BackButton />);
    await user.click(screen.getByRole("link", { name: "Back" }));
    expect(back).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("is a real link home before JavaScript runs", () => {
    render(<BackButton />);
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
  });
});
