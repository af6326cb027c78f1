import { renderInPage } from "../../support/messages";
import { screen, within } from "@testing-library/react";
import { SiteFooter } from "../../../src/components/layout/site-footer";
import { company } from "../../support/sample-data";

/** The links inside a landmark as [visible text, href] pairs, in order. */
function linksIn(landmark: HTMLElement): [string | null, string | null][] {
  return within(landmark)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("SiteFooter", () => {
  const linksOf = (name: string) => linksIn(screen.getByRole("navigation", { name }));

  it("shows the three link groups the client asked for", () => {
    renderInPage(<SiteFooter company={company} year={2026} />);
    expect(linksOf("Destinations")).toEqual([
      ["Himalayas", "/trips/"],
      ["Rajasthan", "/trips/"],
      ["Kerala", "/trips/"],
    ]);
    expect(linksOf("Company")).toEqual([
      ["About Us", "/about-us/"],
      ["Contact", "/contact-us/"],
      ["Careers", "/careers/"],
      ["Press", "/about-us/#press"],
    ]);
    expect(linksOf("Support")).toEqual([
      ["Help Center", "/help-center/"],
      ["Travel Insurance", "/travel-insurance/"],
      ["Safety Guidelines", "/safety-guidelines/"],
      ["Terms & Conditions", "/terms-conditions/"],
      ["Review Policy", "/review-policy/"],
    ]);
  });

  it("shows contact details and the copyright line", () => {
    renderInPage(<SiteFooter company={company} year={2026} />);
    expect(screen.getByRole("link", { name: "hello@safarnama.example" })).toHaveAttribute(
      "href",
      "mailto:hello@safarnama.example",
    );
    expect(screen.getByRole("link", { name: "+91 00000 11111" })).toHaveAttribute("href", "tel:+910000011111");
    expect(screen.getByText("Gurugram, Haryana")).toBeInTheDocument();
    expect(screen.getByText(/© 2026 Safarnama/)).toBeInTheDocument();
  });
});
