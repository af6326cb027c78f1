import { screen, within } from "@testing-library/react";
import { PolicyArticle } from "../../../src/components/policy/policy-article";
import { renderInPage } from "../../support/messages";

afterEach(() => jest.restoreAllMocks());

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
    renderInPage(<PolicyArticle policy={policy} />);
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

  it("on a Hindi page, names its contents and when it was updated in Hindi", () => {
    renderInPage(<PolicyArticle policy={policy} />, { lang: "hi" });
    expect(screen.getByRole("navigation", { name: "इस पेज पर" })).toBeInTheDocument();
    const updated = screen.getByText("1 अक्टू॰ 2026");
    expect(updated).toHaveAttribute("datetime", "2026-10-01");
    expect(updated.parentElement).toHaveTextContent("आखिरी बार अपडेट: 1 अक्टू॰ 2026");
  });
});
