import { renderInPage } from "../../support/messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteHeader } from "../../../src/components/layout/site-header";

/** The links inside a landmark as [visible text, href] pairs, in order. */
function linksIn(landmark: HTMLElement): [string | null, string | null][] {
  return within(landmark)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("SiteHeader", () => {
  it("links to the four main pages and to upcoming trips", () => {
    renderInPage(<SiteHeader siteName="Safarnama" pathname="/" />);
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
    renderInPage(<SiteHeader siteName="Safarnama" pathname="/" />);
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
    renderInPage(<SiteHeader siteName="Safarnama" pathname="/" />);
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
    renderInPage(<SiteHeader siteName="Safarnama" pathname="/" />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.tab();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the menu when the page changes", async () => {
    const user = userEvent.setup();
    const { rerender } = renderInPage(<SiteHeader siteName="Safarnama" pathname="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    rerender(<SiteHeader siteName="Safarnama" pathname="/trips/" />);
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
