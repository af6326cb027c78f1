import { render, screen, within } from "@testing-library/react";
import { FeatureGrid } from "../../src/components/home/feature-grid";
import { Hero } from "../../src/components/home/hero";
import { TestimonialsSection } from "../../src/components/testimonials/testimonials-section";
import { testimonial } from "../support/fixtures";

describe("Hero", () => {
  // StaticImage's image is resolved by Gatsby's build-time Babel plugin, which Jest does not run.
  beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("has the page's heading and the two calls to action of the spec", () => {
    render(<Hero highlights={[]} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Travel India together");
    expect(screen.getByRole("link", { name: "Explore Trips" })).toHaveAttribute("href", "/trips/");
    expect(screen.getByRole("link", { name: "Plan Custom Trip" })).toHaveAttribute(
      "href",
      "/contact-us/?subject=custom-trip",
    );
  });

  it("shows the company's numbers it is given", () => {
    render(
      <Hero
        highlights={[
          { value: "6,000+", label: "travellers hosted" },
          { value: "4.8/5", label: "average trip rating" },
        ]}
      />,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "6,000+ travellers hosted",
      "4.8/5 average trip rating",
    ]);
  });
});

describe("FeatureGrid", () => {
  it("shows each feature card with its title and description", () => {
    render(
      <FeatureGrid
        features={[
          { jsonId: "a", icon: "shield", title: "Safety at every step", description: "Trained trip leads." },
          { jsonId: "b", icon: "wallet", title: "One clear price", description: "No surprise add-ons." },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "Why travel with us" });
    expect(within(section).getAllByRole("listitem")).toHaveLength(2);
    expect(within(section).getByRole("heading", { name: "Safety at every step" })).toBeInTheDocument();
    expect(section).toHaveTextContent("No surprise add-ons.");
  });

  it("refuses an icon name it does not know, naming the file, entry and field", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() =>
      render(
        <FeatureGrid features={[{ jsonId: "safety-first", icon: "sheild", title: "Safety", description: "." }]} />,
      ),
    ).toThrow(
      "data/features.json, entry 'safety-first', field icon: unknown icon 'sheild'. Use one of: group, shield,",
    );
    jest.restoreAllMocks();
  });
});

describe("TestimonialsSection", () => {
  it("quotes each traveller with their stars, place and trip", () => {
    render(<TestimonialsSection testimonials={[testimonial, { ...testimonial, jsonId: "b", name: "Rohan Mehta" }]} />);
    const section = screen.getByRole("region", { name: "What our travellers say" });
    const quotes = within(section).getAllByRole("figure");
    expect(quotes).toHaveLength(2);
    expect(quotes[0]).toHaveTextContent("“I came alone and left with eleven friends.”");
    expect(quotes[0]).toHaveTextContent("Ananya Sharma");
    expect(quotes[0]).toHaveTextContent("Pune, Maharashtra · Spiti Valley Winter Expedition");
    expect(within(quotes[0]).getByRole("img", { name: "5 out of 5 stars" })).toBeInTheDocument();
  });
});
