import { render, screen } from "@testing-library/react";
import { AboutStory } from "../../../src/components/about/about-story";

describe("AboutStory", () => {
  // StaticImage's image is resolved by Gatsby's build-time Babel plugin, which Jest does not run.
  beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("tells the story and shows the numbers as a description list", () => {
    render(
      <AboutStory
        heading="We started Safarnama to make India feel closer"
        story={["It began on a bus to Manali.", "So we built one."]}
        stats={[
          { value: "6,000+", label: "travellers hosted" },
          { value: "14", label: "states and union territories" },
        ]}
      />,
    );
    const story = screen.getByRole("region", { name: "We started Safarnama to make India feel closer" });
    expect(story).toHaveTextContent("It began on a bus to Manali.");
    expect(story).toHaveTextContent("So we built one.");
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "travellers hosted",
      "states and union territories",
    ]);
    expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual(["6,000+", "14"]);
  });
});
