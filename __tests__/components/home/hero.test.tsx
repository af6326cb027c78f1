import { render, screen } from "@testing-library/react";
import { Hero } from "../../../src/components/home/hero";

describe("Hero", () => {
  // StaticImage's image is resolved by Gatsby's build-time Babel plugin, which Jest does not run.
  beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("has the page's heading and the two calls to action the client asked for", () => {
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
