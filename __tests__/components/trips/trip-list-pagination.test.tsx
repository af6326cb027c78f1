import { render, screen, within } from "@testing-library/react";
import { TripListPagination } from "../../../src/components/trips/trip-list-pagination";

describe("TripListPagination", () => {
  const pageLinks = () => within(screen.getByRole("navigation", { name: "Trip list pages" })).getAllByRole("link");

  it("shows nothing when the list fits one page", () => {
    render(<TripListPagination page={1} pageCount={1} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("links to the neighbouring pages and marks the current one", () => {
    render(<TripListPagination page={2} pageCount={3} />);
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
    const { rerender } = render(<TripListPagination page={1} pageCount={3} />);
    expect(screen.queryByRole("link", { name: "Previous" })).not.toBeInTheDocument();
    rerender(<TripListPagination page={3} pageCount={3} />);
    expect(screen.queryByRole("link", { name: "Next" })).not.toBeInTheDocument();
  });

  it("skips far pages with a gap that screen readers do not read", () => {
    render(<TripListPagination page={40} pageCount={84} />);
    expect(pageLinks().map((link) => link.textContent)).toEqual(["Previous", "1", "39", "40", "41", "84", "Next"]);
    expect(screen.getAllByText("…")).toHaveLength(2);
    screen.getAllByText("…").forEach((gap) => expect(gap).toHaveAttribute("aria-hidden", "true"));
  });
});
