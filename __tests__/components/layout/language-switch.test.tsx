import { renderInPage } from "../../support/messages";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LanguageSwitch } from "../../../src/components/layout/language-switch";

/** Puts the browser at `url` without a page load, as the finder does when it rewrites its query. */
const goTo = (url: string) => window.history.replaceState(null, "", url);

// jsdom does not load documents: the visitor's click stops here, after the link's own handlers have run.
const stayOnPage = (event: Event) => event.preventDefault();

beforeEach(() => document.addEventListener("click", stayOnPage));
afterEach(() => {
  document.removeEventListener("click", stayOnPage);
  goTo("/");
});

describe("LanguageSwitch", () => {
  it("links an English page to the same page in Hindi, named in Hindi and tagged as Hindi", () => {
    renderInPage(<LanguageSwitch pathname="/trips/spiti-winter-expedition/" />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    const hindi = screen.getByRole("link", { name: "हिन्दी" });
    expect(hindi).toHaveAttribute("href", "/hi/trips/spiti-winter-expedition/");
    expect(hindi).toHaveAttribute("lang", "hi");
    expect(hindi).toHaveAttribute("hrefLang", "hi");
  });

  it("links a Hindi page to the same page in English, named in English and tagged as Indian English", () => {
    renderInPage(<LanguageSwitch pathname="/hi/trips/spiti-winter-expedition/" />);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    const english = screen.getByRole("link", { name: "English" });
    expect(english).toHaveAttribute("href", "/trips/spiti-winter-expedition/");
    expect(english).toHaveAttribute("lang", "en-IN");
    expect(english).toHaveAttribute("hrefLang", "en-IN");
  });

  it("links the home pages to each other", () => {
    const { unmount } = renderInPage(<LanguageSwitch pathname="/" />);
    expect(screen.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/");
    unmount();
    renderInPage(<LanguageSwitch pathname="/hi/" />);
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
  });

  it("carries the query and fragment the address has when the link is clicked, not when the page was drawn", async () => {
    goTo("/departures/?month=2026-12");
    renderInPage(<LanguageSwitch pathname="/departures/" />);
    // The finder rewrites its question in the address after the page is drawn.
    goTo("/departures/?month=2027-01#results");
    const link = screen.getByRole("link", { name: "हिन्दी" });
    await userEvent.setup().click(link);
    expect(link).toHaveAttribute("href", "/hi/departures/?month=2027-01#results");
  });

  it("carries them when the link is followed from the keyboard too, and drops a query the address no longer has", () => {
    goTo("/hi/departures/?month=2027-01");
    renderInPage(<LanguageSwitch pathname="/hi/departures/" />);
    const link = screen.getByRole("link", { name: "English" });
    fireEvent.focus(link);
    expect(link).toHaveAttribute("href", "/departures/?month=2027-01");
    goTo("/hi/departures/");
    fireEvent.click(link);
    expect(link).toHaveAttribute("href", "/departures/");
  });
});
