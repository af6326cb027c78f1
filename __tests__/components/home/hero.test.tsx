import { screen } from "@testing-library/react";
import { Hero } from "../../../src/components/home/hero";
import { imageData } from "../../support/sample-data";
import { renderInPage } from "../../support/messages";

const art = imageData(1600, 900).childImageSharp;

describe("Hero", () => {
  it("has the page's heading and the two calls to action the client asked for", () => {
    renderInPage(<Hero highlights={[]} art={art} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Travel India together");
    expect(screen.getByRole("link", { name: "Explore Trips" })).toHaveAttribute("href", "/trips/");
    expect(screen.getByRole("link", { name: "Plan Custom Trip" })).toHaveAttribute(
      "href",
      "/contact-us/?subject=custom-trip",
    );
  });

  it("shows the company's numbers it is given", () => {
    renderInPage(
      <Hero
        highlights={[
          { value: "6,000+", label: "travellers hosted" },
          { value: "2019", label: "the year we started" },
        ]}
        art={art}
      />,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "6,000+ travellers hosted",
      "2019 the year we started",
    ]);
  });

  it("shows its art as the page's first image: fetched at once and before the rest, described as decoration", () => {
    const { container } = renderInPage(<Hero highlights={[]} art={art} />);
    const image = container.querySelector("picture img")!;
    expect(image).toHaveAttribute("src", "/static/trip.jpg");
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });
});
