import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { Layout } from "../../src/components/layout/layout";
import { SiteFooter } from "../../src/components/layout/site-footer";
import { SiteHeader } from "../../src/components/layout/site-header";
import { company } from "../support/fixtures";

/** The links inside a landmark as [visible text, href] pairs, in order. */
function linksIn(landmark: HTMLElement): [string | null, string | null][] {
  return within(landmark)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("SiteHeader", () => {
  it("links to the four main pages and to upcoming trips", () => {
    render(<SiteHeader siteName="Safarnama" pathname="/" />);
    expect(linksIn(screen.getByRole("navigation", { name: "Main" }))).toEqual([
      ["Home", "/"],
      ["Trips", "/trips/"],
      ["About Us", "/about-us/"],
      ["Contact", "/contact-us/"],
      ["Book Trip", "/trips/#upcoming-trips"],
    ]);
    expect(screen.getByRole("link", { name: "Safarnama home" })).toHaveAttribute("href", "/");
  });

  it("opens and closes the mobile menu with its toggle", async () => {
    const user = userEvent.setup();
    render(<SiteHeader siteName="Safarnama" pathname="/" />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "site-menu");
    expect(document.getElementById("site-menu")).toBe(screen.getByRole("navigation", { name: "Main" }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu when a link is chosen", async () => {
    const user = userEvent.setup();
    render(<SiteHeader siteName="Safarnama" pathname="/" />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "About Us" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "Book Trip" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    render(<SiteHeader siteName="Safarnama" pathname="/" />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.tab();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the menu when the page changes", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SiteHeader siteName="Safarnama" pathname="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    rerender(<SiteHeader siteName="Safarnama" pathname="/trips/" />);
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("SiteFooter", () => {
  const linksOf = (name: string) => linksIn(screen.getByRole("navigation", { name }));

  it("shows the three link groups of the spec", () => {
    render(<SiteFooter company={company} year={2026} />);
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
    ]);
  });

  it("shows contact details and the copyright line", () => {
    render(<SiteFooter company={company} year={2026} />);
    expect(screen.getByRole("link", { name: "hello@safarnama.example" })).toHaveAttribute(
      "href",
      "mailto:hello@safarnama.example",
    );
    expect(screen.getByRole("link", { name: "+91 00000 11111" })).toHaveAttribute("href", "tel:+910000011111");
    expect(screen.getByText("Gurugram, Haryana")).toBeInTheDocument();
    expect(screen.getByText(/© 2026 Safarnama/)).toBeInTheDocument();
  });
});

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
