import { screen, within } from "@testing-library/react";
import { renderInPage } from "../../support/messages";
import { TripListPagination } from "../../../src/components/trips/trip-list-pagination";

describe("TripListPagination", () => {
  const pageLinks = () => within(screen.getByRole("navigation", { name: "Trip list pages" })).getAllByRole("link");

  it("shows nothing when the list fits one page", () => {
    renderInPage(<TripListPagination page={1} pageCount={1} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("links to the neighbouring pages and marks the current one", () => {
    renderInPage(<TripListPagination page={2} pageCount={3} />);
    expect(pageLinks().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Previous", "/trips/"],
      ["1", "/trips/"],
      ["2", "/trips/page/2/"],
      ["3", "/trips/page/3/"],
      ["Next", "/trips/page/3/"],
    ]);
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current");
  });

  it("has no Previous on the first page and no Next on the last", () => {
    const { rerender } = renderInPage(<TripListPagination page={1} pageCount={3} />);
    expect(screen.queryByRole("link", { name: "Previous" })).not.toBeInTheDocument();
    rerender(<TripListPagination page={3} pageCount={3} />);
    expect(screen.queryByRole("link", { name: "Next" })).not.toBeInTheDocument();
  });

  it("speaks Hindi and keeps to the Hindi list on a Hindi page", () => {
    renderInPage(<TripListPagination page={2} pageCount={3} />, { lang: "hi" });
    const links = within(screen.getByRole("navigation", { name: "ट्रिप सूची के पेज" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["पिछला", "/hi/trips/"],
      ["1", "/hi/trips/"],
      ["2", "/hi/trips/page/2/"],
      ["3", "/hi/trips/page/3/"],
      ["अगला", "/hi/trips/page/3/"],
    ]);
    expect(screen.getByRole("link", { name: "पेज 2" })).toHaveAttribute("aria-current", "page");
  });

  it("skips far pages with a gap that screen readers do not read", () => {
    renderInPage(<TripListPagination page={40} pageCount={84} />);
    expect(pageLinks().map((link) => link.textContent)).toEqual(["Previous", "1", "39", "40", "41", "84", "Next"]);
    expect(screen.getAllByText("…")).toHaveLength(2);
    screen.getAllByText("…").forEach((gap) => expect(gap).toHaveAttribute("aria-hidden", "true"));
  });
});
