import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { BackButton } from "../../../src/components/ui/back-button";
import { countSiteSteps } from "../../../src/gatsby-hooks/site-steps";
import { renderInPage } from "../../support/messages";
import type { Locale } from "../../../content/locales.mjs";

beforeAll(() => countSiteSteps(window.history));
afterEach(() => jest.restoreAllMocks());

/** Clicks Back on a page of the language and says where it went: one step back in history, or home. */
async function clickBack(lang: Locale = "en"): Promise<"back" | "home"> {
  const user = userEvent.setup();
  const back = jest.spyOn(window.history, "back").mockImplementation(() => undefined);
  renderInPage(<BackButton />, { lang });
  await user.click(screen.getByRole("link", { name: lang === "hi" ? "वापस" : "Back" }));
  if (back.mock.calls.length > 0) return "back";
  expect(navigate).toHaveBeenCalledWith(lang === "hi" ? "/hi/" : "/");
  return "home";
}

// jsdom keeps one history per test file and history cannot be emptied, so
// these tests walk one visit in order: arrive, then navigate within the site.
describe("BackButton", () => {
  it("goes home when the page was opened directly", async () => {
    window.history.replaceState(null, "", "/careers/");
    expect(await clickBack()).toBe("home");
  });

  it("on a Hindi page, says Back in Hindi and goes to the Hindi home page", async () => {
    window.history.replaceState(null, "", "/hi/careers/");
    expect(await clickBack("hi")).toBe("home");
  });

  it("goes home when the page was opened without its trailing slash and the router fixed the URL", async () => {
    window.history.replaceState(null, "", "/careers");
    // Gatsby normalises the address with a replace, stamping its key on the entry.
    window.history.replaceState({ key: "1700000000001" }, "", "/careers/?ref=mail#top");
    expect(await clickBack()).toBe("home");
  });

  it("goes one step back after navigating within the site", async () => {
    // What Gatsby's router does when a link is followed.
    window.history.pushState({ key: "1700000000002" }, "", "/terms-conditions/");
    expect(await clickBack()).toBe("back");
  });

  it("is a real link home before JavaScript runs", () => {
    renderInPage(<BackButton />);
    expect(screen.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/");
  });

  it("is a real link to the Hindi home page on a Hindi page", () => {
    renderInPage(<BackButton />, { lang: "hi" });
    expect(screen.getByRole("link", { name: "वापस" })).toHaveAttribute("href", "/hi/");
  });
});
